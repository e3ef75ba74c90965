import type { DomainEvent } from '../shared/event-store.port.js';
import type { MarketDataset } from './market.datasets.js';
import type { StoredMarketRow } from './market-row.js';
import type { MarketChangeEntry } from './rules/change-log.js';

/** Who wrote rows and from which file: the first start's seed, or an admin's import (issue 31 §1 "Event-sourced"). */
export type MarketAdmin = { id: string; name: string | null };
export type MarketOrigin = { kind: 'seed'; file: string } | { kind: 'import'; importId: string; file: string; admin: MarketAdmin };

/**
 * Rows of one dataset and ticker, created or updated (at most 500, within the size cap); `changes`: one change log
 * entry per stored row whose values this update changed.
 */
export type MarketRowsImported = DomainEvent<'MarketRowsImported', { dataset: MarketDataset; ticker: string | null; origin: MarketOrigin; rows: StoredMarketRow[]; changes: MarketChangeEntry[] }>;
/** An admin edited one row. */
export type MarketRowEdited = DomainEvent<'MarketRowEdited', { dataset: MarketDataset; ticker: string | null; row: StoredMarketRow; change: MarketChangeEntry | null; admin: MarketAdmin }>;
/** An admin deleted one row. */
export type MarketRowDeleted = DomainEvent<'MarketRowDeleted', { dataset: MarketDataset; ticker: string | null; rowId: string; key: string; admin: MarketAdmin }>;

/** An admin deleted the generated sample rows of one dataset and ticker (POST /api/market/delete-samples). */
export type MarketSampleRowsDeleted = DomainEvent<'MarketSampleRowsDeleted', { dataset: MarketDataset; ticker: string | null; rowIds: string[]; keys: string[]; admin: MarketAdmin }>;

export type MarketRowsEvent = MarketRowsImported | MarketRowEdited | MarketRowDeleted | MarketSampleRowsDeleted;
export const MARKET_ROWS_EVENT_TYPES = ['MarketRowsImported', 'MarketRowEdited', 'MarketRowDeleted', 'MarketSampleRowsDeleted'] as const satisfies readonly MarketRowsEvent['type'][];

/** One stream per dataset and ticker (document reports, which have none, share '_'): its state is a few hundred rows. */
export const marketRowsStreamId = (dataset: MarketDataset, ticker: string | null) => `market-rows-${dataset}-${ticker ?? '_'}`;
