import { utf8Bytes } from '../../shared/event-store.port.js';
import { MARKET_LIMITS } from '../market.messages.js';
import type { MarketRowInput } from '../market-row.js';
import type { MarketDataset } from '../market.datasets.js';

export type MarketRowBatch<R extends MarketRowInput = MarketRowInput> = { dataset: MarketDataset; ticker: string | null; rows: R[] };

const rowBytes = (row: MarketRowInput) => utf8Bytes(JSON.stringify(row));

/**
 * Splits rows into the writes of one stream each (a dataset and a ticker, see `marketRowsStreamId`), each at most 500
 * rows and `maxBytes` of rows, so that no event passes the store's size caps whatever the file holds.
 */
export function marketRowBatches<R extends MarketRowInput>(rows: readonly R[], limits = { maxRows: MARKET_LIMITS.rowsPerEvent, maxBytes: MARKET_LIMITS.rowBytesPerEvent }): MarketRowBatch<R>[] {
  const streams = new Map<string, MarketRowBatch<R>[]>();
  const sizes = new Map<MarketRowBatch<R>, number>();
  for (const row of rows) {
    const id = `${row.dataset}|${row.ticker ?? ''}`;
    const batches = streams.get(id) ?? [];
    if (!streams.has(id)) streams.set(id, batches);
    let last = batches[batches.length - 1];
    const size = rowBytes(row);
    if (!last || last.rows.length >= limits.maxRows || sizes.get(last)! + size > limits.maxBytes) {
      last = { dataset: row.dataset, ticker: row.ticker, rows: [] };
      batches.push(last);
      sizes.set(last, 0);
    }
    last.rows.push(row);
    sizes.set(last, sizes.get(last)! + size);
  }
  return [...streams.values()].flat();
}
