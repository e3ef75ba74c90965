import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, MARKET_ROWS_EVENT_TYPES, type MarketRowsEvent, type RecordedEvent, type StoredMarketRow } from '@k9/domain';
import { executeBound } from '../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';

export const MARKET_ROW_PROJECTION = 'market-row';

/** Rows written per statement: a seed batch holds tens of thousands. */
const CHUNK = 2000;

const COLUMNS =
  'id text, dataset text, key text, ticker text, period text, row_date date, data jsonb, url text, name text, type text, source text, as_of text, sample boolean, flags jsonb, last_position bigint';

const record = (row: StoredMarketRow, position: number) => ({
  id: row.rowId,
  dataset: row.dataset,
  key: row.key,
  ticker: row.ticker,
  period: row.period,
  row_date: row.date,
  data: row.data,
  url: row.url,
  name: row.name,
  type: row.type,
  source: row.source,
  as_of: row.asOf,
  sample: row.sample,
  flags: row.flags,
  last_position: position,
});

/**
 * market_row: every dataset's rows, one per key, as the lists read them. A batch's events are folded in memory to the
 * last state of each row it touches, then written in a few statements (the rows travel as one JSON parameter).
 */
@Injectable()
@ReadModelProjection()
export class MarketRowProjection implements Projection {
  readonly name = MARKET_ROW_PROJECTION;
  readonly eventTypes = MARKET_ROWS_EVENT_TYPES;
  readonly tables = ['market_row'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const touched = new Map<string, ReturnType<typeof record> | null>();
    for (const event of recorded as unknown as RecordedEvent<MarketRowsEvent>[]) {
      switch (event.type) {
        case 'MarketRowsImported':
          for (const row of event.data.rows) touched.set(row.rowId, record(row, event.globalPosition));
          break;
        case 'MarketRowEdited':
          touched.set(event.data.row.rowId, record(event.data.row, event.globalPosition));
          break;
        case 'MarketRowDeleted':
          touched.set(event.data.rowId, null);
          break;
        case 'MarketSampleRowsDeleted':
          for (const rowId of event.data.rowIds) touched.set(rowId, null);
          break;
        default:
          assertNever(event);
      }
    }
    const upserts = [...touched.values()].filter((row) => row !== null);
    const deletes = [...touched.entries()].filter(([, row]) => row === null).map(([id]) => id);
    for (let start = 0; start < upserts.length; start += CHUNK) {
      await executeBound(
        em,
        `INSERT INTO market_row (id, dataset, key, ticker, period, row_date, data, url, name, type, source, as_of, sample, flags, last_position)
         SELECT * FROM jsonb_to_recordset(?::jsonb) AS r(${COLUMNS})
         ON CONFLICT (id) DO UPDATE SET dataset = EXCLUDED.dataset, key = EXCLUDED.key, ticker = EXCLUDED.ticker, period = EXCLUDED.period,
           row_date = EXCLUDED.row_date, data = EXCLUDED.data, url = EXCLUDED.url, name = EXCLUDED.name, type = EXCLUDED.type, source = EXCLUDED.source,
           as_of = EXCLUDED.as_of, sample = EXCLUDED.sample, flags = EXCLUDED.flags, last_position = EXCLUDED.last_position`,
        [JSON.stringify(upserts.slice(start, start + CHUNK))],
      );
    }
    if (deletes.length) await executeBound(em, `DELETE FROM market_row WHERE id = ANY(?::text[])`, [deletes]);
  }
}
