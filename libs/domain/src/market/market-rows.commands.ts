import type { MarketDataset } from './market.datasets.js';
import type { MarketAdmin, MarketOrigin } from './market-rows.events.js';
import type { MarketData, StoredMarketRow } from './market-row.js';

/** `rowId` is the id a new row gets (the API derives it from the key); a row that exists keeps its own. */
export type ImportMarketRows = { type: 'ImportMarketRows'; data: { dataset: MarketDataset; ticker: string | null; origin: MarketOrigin; rows: StoredMarketRow[] } };
/** An admin's new values of a row (its key fields stay); `editedOn`: the day, as its provenance shows it. */
export type EditMarketRow = { type: 'EditMarketRow'; data: { rowId: string; data: MarketData; url: string | null; name: string | null; type: string | null; admin: MarketAdmin; editedOn: string } };
export type DeleteMarketRow = { type: 'DeleteMarketRow'; data: { rowId: string; admin: MarketAdmin } };

export type DeleteSampleRows = { type: 'DeleteSampleRows'; data: { admin: MarketAdmin } };

export type MarketRowsCommand = ImportMarketRows | EditMarketRow | DeleteMarketRow | DeleteSampleRows;
