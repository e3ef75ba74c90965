import type { MarketDataset } from './market.datasets.js';

export type MarketValue = string | number | boolean | null;
export type MarketData = Record<string, MarketValue>;

/**
 * One row of a dataset as an import or the seed brings it. `source` and `asOf` say where it comes from and how recent
 * it is ('FiinTrade qua SSI iBoard', 'quý 3/2023'); `sample` marks generated sample data; `flags` lists the fields
 * whose values are real but extreme (shown marked, never changed).
 */
export type MarketRowInput = {
  dataset: MarketDataset;
  key: string;
  ticker: string | null;
  /** The key's period: '2023-Q3', '2023', or a date for dated rows. */
  period: string | null;
  /** The row's date (YYYY-MM-DD) for sorting and the 1970 rule; null when it has none. */
  date: string | null;
  data: MarketData;
  url: string | null;
  name: string | null;
  type: string | null;
  source: string;
  asOf: string;
  sample: boolean;
  flags: string[];
};

/** A row as stored: its id stays the row's across re-imports (the key's). */
export type StoredMarketRow = MarketRowInput & { rowId: string };

/** The provenance as the screens show it (data README): 'Nguồn: FiinTrade qua SSI iBoard, quý 3/2023'. */
export const provenanceText = (row: Pick<MarketRowInput, 'source' | 'asOf'>): string => `Nguồn: ${row.source}, ${row.asOf}`;
