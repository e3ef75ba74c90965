import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { MarketRowsCommand } from './market-rows.commands.js';
import type { MarketRowsEvent } from './market-rows.events.js';
import type { StoredMarketRow } from './market-row.js';
import { MARKET_LIMITS, MARKET_MESSAGES as M } from './market.messages.js';
import { MARKET_FIELDS } from './market.datasets.js';
import { changeEntry, sameMarketRow, type MarketChangeEntry } from './rules/change-log.js';
import { extremeFields } from './rules/extreme-values.js';

/** The rows of one dataset and ticker, by key. */
export type MarketRowsState = { rows: ReadonlyMap<string, StoredMarketRow> };

/** The fields an edit cannot change: they make the row's key. */
const keyFields = (row: StoredMarketRow) => Object.fromEntries(Object.values(MARKET_FIELDS).filter((field) => field in row.data).map((field) => [field, row.data[field]]));

const rowById = (state: MarketRowsState, rowId: string) => [...state.rows.values()].find((row) => row.rowId === rowId);

/**
 * Imports are idempotent: a row equal to the stored one is not written again, a file imported twice writes nothing the
 * second time. A changed row keeps its id and writes a change log entry; generated sample rows never replace real ones.
 */
export const marketRowsDecider: Decider<MarketRowsCommand, MarketRowsEvent, MarketRowsState> = {
  initialState: () => ({ rows: new Map() }),
  evolve: (state, event) => {
    const rows = new Map(state.rows);
    switch (event.type) {
      case 'MarketRowsImported':
        for (const row of event.data.rows) rows.set(row.key, row);
        break;
      case 'MarketRowEdited':
        rows.set(event.data.row.key, event.data.row);
        break;
      case 'MarketRowDeleted':
        rows.delete(event.data.key);
        break;
      case 'MarketSampleRowsDeleted':
        for (const key of event.data.keys) rows.delete(key);
        break;
      default:
        return assertNever(event);
    }
    return { rows };
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'ImportMarketRows': {
        const { dataset, ticker, origin } = command.data;
        if (command.data.rows.length > MARKET_LIMITS.rowsPerEvent) throw new DomainError('TOO_MANY_ROWS', M.tooManyRowsInEvent);
        const rows: StoredMarketRow[] = [];
        const changes: MarketChangeEntry[] = [];
        for (const row of command.data.rows) {
          if (row.dataset !== dataset || row.ticker !== ticker) throw new DomainError('ROW_OF_ANOTHER_STREAM', M.rowOfAnotherStream);
          const before = state.rows.get(row.key);
          if (before && !before.sample && row.sample) continue;
          if (before && sameMarketRow(before, row)) continue;
          const stored = { ...row, rowId: before?.rowId ?? row.rowId };
          rows.push(stored);
          const change = before ? changeEntry(before, stored) : null;
          if (change) changes.push(change);
        }
        return rows.length ? [{ type: 'MarketRowsImported', data: { dataset, ticker, origin, rows, changes } }] : [];
      }
      case 'EditMarketRow': {
        const before = rowById(state, command.data.rowId);
        if (!before) throw new DomainError('MARKET_ROW_NOT_FOUND', M.rowNotFound, 'not_found');
        // An edit keeps the row's identity (dataset, key, ticker, date); its values are the admin's from now on, and the
        // provenance says so. The key's own fields keep their values whatever the body says.
        const { data: values, url, name, type, admin, editedOn } = command.data;
        const data = { ...values, ...keyFields(before) };
        const by = `chỉnh sửa bởi ${admin.name ?? 'quản trị viên'}`;
        const source = before.source.endsWith(by) ? before.source : `${before.source}; ${by}`;
        const row: StoredMarketRow = { ...before, data, url, name, type, source, asOf: editedOn, sample: false, flags: extremeFields(data) };
        if (sameMarketRow(before, row)) return [];
        return [{ type: 'MarketRowEdited', data: { dataset: before.dataset, ticker: before.ticker, row, change: changeEntry(before, row), admin } }];
      }
      case 'DeleteMarketRow': {
        const before = rowById(state, command.data.rowId);
        if (!before) throw new DomainError('MARKET_ROW_NOT_FOUND', M.rowNotFound, 'not_found');
        return [{ type: 'MarketRowDeleted', data: { dataset: before.dataset, ticker: before.ticker, rowId: before.rowId, key: before.key, admin: command.data.admin } }];
      }
      case 'DeleteSampleRows': {
        const samples = [...state.rows.values()].filter((row) => row.sample);
        if (samples.length === 0) return [];
        const { dataset, ticker } = samples[0];
        return [{ type: 'MarketSampleRowsDeleted', data: { dataset, ticker, rowIds: samples.map((row) => row.rowId), keys: samples.map((row) => row.key), admin: command.data.admin } }];
      }
      default:
        return assertNever(command);
    }
  },
};
