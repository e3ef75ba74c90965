import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { marketRowsDecider } from './market-rows.decider.js';
import type { MarketOrigin, MarketRowsEvent } from './market-rows.events.js';
import type { StoredMarketRow } from './market-row.js';
import { marketSeedDecider } from './market-seed.decider.js';

const given = specFor(marketRowsDecider);
const admin = { id: 'u1', name: 'quantri' };
const origin: MarketOrigin = { kind: 'import', importId: 'i1', file: 'fin-ratio.xlsx', admin };
const seed: MarketOrigin = { kind: 'seed', file: 'financial_ratios_quarterly.csv' };
const row = (quarter: number, data: Record<string, number | null> = {}, over: Partial<StoredMarketRow> = {}): StoredMarketRow => ({
  rowId: `r${quarter}`,
  dataset: 'fin_ratio',
  key: `FPT|2022-Q${quarter}`,
  ticker: 'FPT',
  period: `2022-Q${quarter}`,
  date: '2022-12-31',
  data: { 'Mã CK': 'FPT', 'Ngày': '2022-12-31', pe: 16.3, roe: 26.6, ...data },
  url: null,
  name: null,
  type: null,
  source: 'FiinTrade qua SSI iBoard',
  asOf: 'quý 3/2023',
  sample: false,
  flags: [],
  ...over,
});
const imported = (rows: StoredMarketRow[], changes: Extract<MarketRowsEvent, { type: 'MarketRowsImported' }>['data']['changes'] = [], by: MarketOrigin = seed): MarketRowsEvent => ({
  type: 'MarketRowsImported',
  data: { dataset: 'fin_ratio', ticker: 'FPT', origin: by, rows, changes },
});
const importing = (rows: StoredMarketRow[], by: MarketOrigin = origin) => ({ type: 'ImportMarketRows' as const, data: { dataset: 'fin_ratio' as const, ticker: 'FPT', origin: by, rows } });

describe('market rows', () => {
  it('stores new rows in one event naming the file (and the admin)', () => {
    given([]).when(importing([row(1), row(2)])).then([imported([row(1), row(2)], [], origin)]);
  });

  it('is idempotent: the same file again writes nothing', () => {
    given([imported([row(1), row(2)])]).when(importing([row(1), row(2)])).then([]);
  });

  it('updates a changed row under its own id and logs exactly the changed values', () => {
    const changed = row(1, { pe: 17, roe: 27 }, { rowId: 'new-id' });
    given([imported([row(1), row(2)])])
      .when(importing([changed, row(2)]))
      .then([
        imported(
          [{ ...changed, rowId: 'r1' }],
          [{ rowId: 'r1', key: 'FPT|2022-Q1', maCK: 'FPT', ngay: '2022-12-31', sheet: 'fin_ratio', changes: [{ field: 'pe', oldValue: 16.3, newValue: 17 }, { field: 'roe', oldValue: 26.6, newValue: 27 }] }],
          origin,
        ),
      ]);
  });

  it('never lets sample rows replace real ones, while real rows replace samples', () => {
    const sample = row(1, { pe: 9 }, { sample: true, source: 'Dữ liệu mẫu', asOf: 'sinh tự động' });
    given([imported([row(1)])]).when(importing([sample], seed)).then([]);
    given([imported([sample])]).when(importing([row(1)], seed)).then([
      imported([{ ...row(1), rowId: 'r1' }], [{ rowId: 'r1', key: 'FPT|2022-Q1', maCK: 'FPT', ngay: '2022-12-31', sheet: 'fin_ratio', changes: [{ field: 'pe', oldValue: 9, newValue: 16.3 }] }]),
    ]);
  });

  it('refuses more than 500 rows in one event, and rows of another dataset or ticker', () => {
    const many = Array.from({ length: 501 }, (_, i) => row(1, {}, { key: `FPT|${i}`, rowId: `r-${i}` }));
    given([]).when(importing(many)).thenThrows('TOO_MANY_ROWS');
    given([]).when(importing([row(1, {}, { ticker: 'VNM' })])).thenThrows('ROW_OF_ANOTHER_STREAM');
  });

  it('edits one row as real data, logging the change and saying who edited it, and deletes it by id', () => {
    const edited = row(1, { pe: 18 }, { source: 'FiinTrade qua SSI iBoard; chỉnh sửa bởi quantri', asOf: 'ngày 28/11/2026' });
    // The key's fields keep their values whatever the body says.
    const body = { ...edited.data, 'Mã CK': 'VNM', 'Ngày': '1999-01-01' };
    given([imported([row(1)])])
      .when({ type: 'EditMarketRow', data: { rowId: 'r1', data: body, url: null, name: null, type: null, admin, editedOn: 'ngày 28/11/2026' } })
      .then([
        {
          type: 'MarketRowEdited',
          data: { dataset: 'fin_ratio', ticker: 'FPT', row: edited, change: { rowId: 'r1', key: 'FPT|2022-Q1', maCK: 'FPT', ngay: '2022-12-31', sheet: 'fin_ratio', changes: [{ field: 'pe', oldValue: 16.3, newValue: 18 }] }, admin },
        },
      ]);
    given([imported([row(1)])])
      .when({ type: 'EditMarketRow', data: { rowId: 'nope', data: {}, url: null, name: null, type: null, admin, editedOn: 'ngày 28/11/2026' } })
      .thenThrows('MARKET_ROW_NOT_FOUND');
    given([imported([row(1)])]).when({ type: 'DeleteMarketRow', data: { rowId: 'r1', admin } }).then([{ type: 'MarketRowDeleted', data: { dataset: 'fin_ratio', ticker: 'FPT', rowId: 'r1', key: 'FPT|2022-Q1', admin } }]);
    given([imported([row(1)]), { type: 'MarketRowDeleted', data: { dataset: 'fin_ratio', ticker: 'FPT', rowId: 'r1', key: 'FPT|2022-Q1', admin } }])
      .when({ type: 'DeleteMarketRow', data: { rowId: 'r1', admin } })
      .thenThrows('MARKET_ROW_NOT_FOUND');
  });

  it("deletes the stream's sample rows in one event, and nothing when it has none", () => {
    const sample = row(2, { pe: 9 }, { sample: true });
    given([imported([row(1), sample])])
      .when({ type: 'DeleteSampleRows', data: { admin } })
      .then([{ type: 'MarketSampleRowsDeleted', data: { dataset: 'fin_ratio', ticker: 'FPT', rowIds: ['r2'], keys: ['FPT|2022-Q2'], admin } }]);
    given([imported([row(1)])]).when({ type: 'DeleteSampleRows', data: { admin } }).then([]);
  });
});

describe('market seed', () => {
  const seedGiven = specFor(marketSeedDecider);
  it('is claimed once and completed once', () => {
    seedGiven([]).when({ type: 'StartMarketSeed', data: { sample: true } }).then([{ type: 'MarketSeedStarted', data: { sample: true } }]);
    seedGiven([{ type: 'MarketSeedStarted', data: { sample: true } }]).when({ type: 'StartMarketSeed', data: { sample: true } }).thenThrows('MARKET_SEEDED');
    seedGiven([{ type: 'MarketSeedStarted', data: { sample: true } }]).when({ type: 'CompleteMarketSeed', data: { rows: 3 } }).then([{ type: 'MarketSeedCompleted', data: { rows: 3 } }]);
    seedGiven([{ type: 'MarketSeedStarted', data: { sample: true } }, { type: 'MarketSeedCompleted', data: { rows: 3 } }]).when({ type: 'CompleteMarketSeed', data: { rows: 3 } }).then([]);
  });
});
