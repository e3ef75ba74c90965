import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { DomainEvent } from '../shared/event-store.port.js';
import type { MarketDataset } from './market.datasets.js';
import { MARKET_IMPORT_MESSAGES as M } from './market-import.messages.js';

/** What an admin's file held, as the preview showed it; its rows wait in a staging table until confirmed. */
export type MarketImportSummary = { importId: string; dataset: MarketDataset; fileName: string; totalRows: number; droppedRows: number; validRows: number; invalidRows: number; digest: string };

export type MarketImportPrepared = DomainEvent<'MarketImportPrepared', MarketImportSummary>;
export type MarketImportConfirmed = DomainEvent<'MarketImportConfirmed', { importId: string; attempt: number }>;
/** Every valid row is stored: `written` rows new or changed, the rest already as the file has them. */
export type MarketImportCompleted = DomainEvent<'MarketImportCompleted', { importId: string; written: number; unchanged: number }>;
export type MarketImportFailed = DomainEvent<'MarketImportFailed', { importId: string; reason: string }>;
export type MarketImportEvent = MarketImportPrepared | MarketImportConfirmed | MarketImportCompleted | MarketImportFailed;
export const MARKET_IMPORT_EVENT_TYPES = ['MarketImportPrepared', 'MarketImportConfirmed', 'MarketImportCompleted', 'MarketImportFailed'] as const satisfies readonly MarketImportEvent['type'][];

export type MarketImportCommand =
  | { type: 'PrepareMarketImport'; data: MarketImportSummary }
  | { type: 'ConfirmMarketImport'; data: { importId: string } }
  | { type: 'CompleteMarketImport'; data: { importId: string; written: number; unchanged: number } }
  | { type: 'FailMarketImport'; data: { importId: string; reason: string } };

export type MarketImportState = { status: 'none' } | { status: 'prepared' | 'importing' | 'completed' | 'failed'; summary: MarketImportSummary; attempt: number };

export const marketImportStreamId = (importId: string) => `market-import-${importId}`;

/** As the content import: confirmed once (a retried confirmation changes nothing), completed once, retried after a failure. */
export const marketImportDecider: Decider<MarketImportCommand, MarketImportEvent, MarketImportState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'MarketImportPrepared':
        return { status: 'prepared', summary: event.data, attempt: 0 };
      case 'MarketImportConfirmed':
        return state.status === 'none' ? state : { ...state, status: 'importing', attempt: event.data.attempt };
      case 'MarketImportCompleted':
        return state.status === 'none' ? state : { ...state, status: 'completed' };
      case 'MarketImportFailed':
        return state.status === 'none' ? state : { ...state, status: 'failed' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'PrepareMarketImport':
        if (state.status !== 'none') throw new DomainError('IMPORT_EXISTS', M.alreadyImporting, 'conflict');
        return [{ type: 'MarketImportPrepared', data: command.data }];
      case 'ConfirmMarketImport':
        if (state.status === 'none') throw new DomainError('IMPORT_NOT_FOUND', M.importNotFound, 'not_found');
        if (state.summary.validRows === 0) throw new DomainError('NOTHING_TO_IMPORT', M.nothingToImport);
        if (state.status === 'importing' || state.status === 'completed') return [];
        return [{ type: 'MarketImportConfirmed', data: { importId: state.summary.importId, attempt: state.attempt + 1 } }];
      case 'CompleteMarketImport':
        if (state.status !== 'importing') return [];
        return [{ type: 'MarketImportCompleted', data: command.data }];
      case 'FailMarketImport':
        if (state.status !== 'importing') return [];
        return [{ type: 'MarketImportFailed', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
