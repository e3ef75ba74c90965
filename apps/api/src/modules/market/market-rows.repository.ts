import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { MarketChangeRecord, MarketChangesResponse, MarketListResponse, MarketRowRecord } from '@k9/contracts';
import { MARKET_FIELDS, type MarketDataset } from '@k9/domain';
import { executeBound } from '../../platform/database/execute-bound.js';

export type MarketListParams = {
  datasets: readonly MarketDataset[];
  ticker: string | null;
  page: number;
  pageSize: number;
  /** A column; '-' first for descending. */
  sort: string | null;
  filters: Array<{ column: string; value: string }>;
};

/** The row's own columns a sort or filter may name (the spec's names too); any other name is a data field. */
const COLUMNS: Record<string, string> = {
  id: 'id',
  dataset: 'dataset',
  ticker: 'ticker',
  [MARKET_FIELDS.ticker]: 'ticker',
  date: 'row_date',
  [MARKET_FIELDS.date]: 'row_date',
  period: 'period',
  URL: 'url',
  name: 'name',
  type: 'type',
  source: 'source',
  asOf: 'as_of',
  sample: 'sample',
};

type Row = { id: string; dataset: MarketDataset; data: MarketRowRecord['data']; url: string | null; name: string | null; type: string | null; source: string; as_of: string; sample: boolean; flags: string[] };

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Reads of market_row: one page of a dataset (or of the four ratio families), never the whole table. */
@Injectable()
export class MarketRowsRepository {
  constructor(private readonly orm: MikroORM) {}

  async list(params: MarketListParams): Promise<MarketListResponse> {
    const where = ['dataset = ANY(?::text[])'];
    const values: unknown[] = [[...params.datasets]];
    // A ticker matches exactly, in any case (spec 2 §5.3); the stored ticker is upper case.
    if (params.ticker) {
      where.push('ticker = ?');
      values.push(params.ticker.toUpperCase());
    }
    for (const { column, value } of params.filters) {
      const own = COLUMNS[column];
      where.push(own ? `${own}::text ILIKE ?` : `data ->> ? ILIKE ?`);
      if (!own) values.push(column);
      values.push(`%${escapeLike(value)}%`);
    }
    const order: string[] = [];
    const orderValues: unknown[] = [];
    if (params.sort) {
      const descending = params.sort.startsWith('-');
      const name = descending ? params.sort.slice(1) : params.sort;
      const direction = descending ? 'DESC NULLS LAST' : 'ASC NULLS LAST';
      if (COLUMNS[name]) order.push(`${COLUMNS[name]} ${direction}`);
      else {
        // jsonb orders numbers as numbers and text as text.
        order.push(`data -> ? ${direction}`);
        orderValues.push(name);
      }
    }
    order.push('row_date DESC NULLS LAST', 'id');
    const em = this.orm.em.fork();
    const filter = where.join(' AND ');
    const [rows, [{ total }]] = await Promise.all([
      executeBound<Row>(
        em,
        `SELECT id, dataset, data, url, name, type, source, as_of, sample, flags FROM market_row WHERE ${filter} ORDER BY ${order.join(', ')} LIMIT ? OFFSET ?`,
        [...values, ...orderValues, params.pageSize, (params.page - 1) * params.pageSize],
      ),
      executeBound<{ total: number }>(em, `SELECT count(*)::int AS total FROM market_row WHERE ${filter}`, values),
    ]);
    return { data: rows.map(toRecord), total, page: params.page, pageSize: params.pageSize };
  }

  /** One row of a dataset, with the ticker its stream is named by; null when there is none. */
  async find(dataset: MarketDataset, id: string): Promise<(MarketRowRecord & { ticker: string | null }) | null> {
    const [row] = await executeBound<Row & { ticker: string | null }>(
      this.orm.em.fork(),
      `SELECT id, dataset, ticker, data, url, name, type, source, as_of, sample, flags FROM market_row WHERE dataset = ? AND id = ?`,
      [dataset, id],
    );
    return row ? { ...toRecord(row), ticker: row.ticker } : null;
  }

  /** The change log, newest first, of a dataset and a ticker when given. */
  async changes(params: { dataset: MarketDataset | null; ticker: string | null; page: number; pageSize: number }): Promise<MarketChangesResponse> {
    const where: string[] = [];
    const values: unknown[] = [];
    if (params.dataset) {
      where.push('dataset = ?');
      values.push(params.dataset);
    }
    if (params.ticker) {
      where.push('ticker = ?');
      values.push(params.ticker.toUpperCase());
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const em = this.orm.em.fork();
    const [rows, [{ total }]] = await Promise.all([
      executeBound<ChangeRow>(em, `SELECT * FROM market_change ${filter} ORDER BY position DESC, id DESC LIMIT ? OFFSET ?`, [...values, params.pageSize, (params.page - 1) * params.pageSize]),
      executeBound<{ total: number }>(em, `SELECT count(*)::int AS total FROM market_change ${filter}`, values),
    ]);
    return { data: rows.map(toChangeRecord), total, page: params.page, pageSize: params.pageSize };
  }

  /** The streams (dataset and ticker) that hold generated sample rows. */
  async sampleStreams(): Promise<Array<{ dataset: MarketDataset; ticker: string | null }>> {
    return executeBound(this.orm.em.fork(), `SELECT DISTINCT dataset, ticker FROM market_row WHERE sample`, []);
  }

  /** The number of rows of a dataset (health and tests). */
  async count(dataset?: MarketDataset): Promise<number> {
    const [{ total }] = await executeBound<{ total: number }>(this.orm.em.fork(), `SELECT count(*)::int AS total FROM market_row${dataset ? ' WHERE dataset = ?' : ''}`, dataset ? [dataset] : []);
    return total;
  }
}

const toRecord = (row: Row): MarketRowRecord => ({
  id: row.id,
  dataset: row.dataset,
  data: row.data,
  URL: row.url,
  name: row.name,
  type: row.type,
  source: row.source,
  asOf: row.as_of,
  sample: row.sample,
  flags: row.flags,
});

type ChangeRow = {
  id: string;
  dataset: MarketDataset;
  ticker: string | null;
  ngay: string | null;
  row_id: string;
  row_key: string;
  changes: MarketChangeRecord['changes'];
  origin: string;
  file_name: string | null;
  import_id: string | null;
  actor_name: string | null;
  changed_at: Date;
};

const toChangeRecord = (row: ChangeRow): MarketChangeRecord => ({
  id: row.id,
  maCK: row.ticker,
  ngay: row.ngay,
  sheet: row.dataset,
  rowId: row.row_id,
  key: row.row_key,
  changes: row.changes,
  origin: row.origin,
  fileName: row.file_name,
  importId: row.import_id,
  actorName: row.actor_name,
  changedAt: new Date(row.changed_at).toISOString(),
});
