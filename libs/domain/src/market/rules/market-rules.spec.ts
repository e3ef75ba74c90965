import { describe, expect, it } from '@jest/globals';
import { MARKET_DATASETS, MARKET_DATASET_KEYS } from '../market.datasets.js';
import type { MarketRowInput } from '../market-row.js';
import { provenanceText } from '../market-row.js';
import { RATIO_METRIC_KEYS } from '../ratio-metrics.js';
import { changeEntry, diffMarketRow, sameMarketRow } from './change-log.js';
import { parseCsv } from './csv.js';
import { isDated1970 } from './dated-1970.js';
import { extremeFields } from './extreme-values.js';
import { familyOfComType, familyOfEntityType } from './ratio-family.js';
import { marketRowBatches } from './row-batches.js';
import { distinctKeys, marketRowKey } from './row-key.js';

const row = (over: Partial<MarketRowInput> = {}): MarketRowInput => ({
  dataset: 'fin_ratio',
  key: 'FPT|2022-Q4',
  ticker: 'FPT',
  period: '2022-Q4',
  date: '2022-12-31',
  data: { 'Mã CK': 'FPT', 'Ngày': '2022-12-31', 'Kiểu thời gian': 'Quý', pe: 16.3, roe: 26.6 },
  url: null,
  name: null,
  type: null,
  source: 'FiinTrade qua SSI iBoard',
  asOf: 'quý 3/2023',
  sample: false,
  flags: [],
  ...over,
});

describe('market datasets', () => {
  it('are the 13 of the data-tables page, each with a key rule', () => {
    expect(MARKET_DATASETS).toHaveLength(13);
    expect(Object.keys(MARKET_DATASET_KEYS).sort()).toEqual([...MARKET_DATASETS].sort());
  });

  it('give each ratio family 28 distinct metrics, the bank set with NIM, NPL, LDR, CASA and CIR', () => {
    for (const keys of Object.values(RATIO_METRIC_KEYS)) {
      expect(keys).toHaveLength(28);
      expect(new Set(keys).size).toBe(28);
    }
    expect(RATIO_METRIC_KEYS.fin_ratio_nganhang).toEqual(expect.arrayContaining(['nim', 'npl', 'ldr', 'casa', 'cir']));
    expect(RATIO_METRIC_KEYS.fin_ratio).not.toContain('nim');
  });
});

describe('ratio family', () => {
  it('follows comTypeCode: NH banks, BH insurers, CK securities firms, the rest corporate', () => {
    expect(familyOfComType('NH')).toBe('fin_ratio_nganhang');
    expect(familyOfComType('BH')).toBe('fin_ratio_baohiem');
    expect(familyOfComType('ck')).toBe('fin_ratio_chungkhoan');
    expect(familyOfComType('CT')).toBe('fin_ratio');
    expect(familyOfComType('QU')).toBe('fin_ratio');
    expect(familyOfComType(undefined)).toBe('fin_ratio');
  });

  it('follows entity_type: bank, insurance, securities, corporate', () => {
    expect(familyOfEntityType('bank')).toBe('fin_ratio_nganhang');
    expect(familyOfEntityType('insurance')).toBe('fin_ratio_baohiem');
    expect(familyOfEntityType('securities')).toBe('fin_ratio_chungkhoan');
    expect(familyOfEntityType('corporate')).toBe('fin_ratio');
    expect(familyOfEntityType('')).toBe('fin_ratio');
  });
});

describe('the 1970 rule (spec 2 §5.3)', () => {
  it('drops a row whose year or any date is in 1970', () => {
    expect(isDated1970({ year: 1970 })).toBe(true);
    expect(isDated1970({ year: '1970' })).toBe(true);
    expect(isDated1970({ dates: ['2021-03-31', '1970-01-01'] })).toBe(true);
    expect(isDated1970({ dates: ['1970/01/01'] })).toBe(true);
  });
  it('keeps every other row, numbers that merely contain 1970 included', () => {
    expect(isDated1970({ year: 2019, dates: ['2019-12-31', null] })).toBe(false);
    expect(isDated1970({ year: 19700, dates: ['2019-07-01'] })).toBe(false);
    expect(isDated1970({})).toBe(false);
  });
});

describe('stable keys', () => {
  it('are ticker + period for ratios and statements', () => {
    expect(marketRowKey('fin_ratio_nganhang', { ticker: ' vcb ', period: '2023-Q3' })).toEqual({ ok: true, key: 'VCB|2023-Q3' });
    expect(marketRowKey('bctc_consol', { ticker: 'FPT', period: '2022' })).toEqual({ ok: true, key: 'FPT|2022' });
  });
  it('are ticker + date + source for broker reports, the URL for documents, ticker + date + type for events', () => {
    expect(marketRowKey('company_report', { ticker: 'FPT', date: '2026-01-07', source: 'BSC (BIDV Securities)' })).toEqual({ ok: true, key: 'FPT|2026-01-07|BSC (BIDV Securities)' });
    expect(marketRowKey('macro_report', { url: 'https://example.vn/vi-mo.pdf' })).toEqual({ ok: true, key: 'https://example.vn/vi-mo.pdf' });
    expect(marketRowKey('company_event', { ticker: 'SAB', date: '2023-06-09', type: 'Trả cổ tức bằng tiền' })).toEqual({ ok: true, key: 'SAB|2023-06-09|Trả cổ tức bằng tiền' });
    expect(marketRowKey('company_info', { ticker: 'vnm' })).toEqual({ ok: true, key: 'VNM' });
  });
  it('refuses a row lacking a part of its key, naming it in Vietnamese', () => {
    expect(marketRowKey('fin_ratio', { ticker: 'FPT', period: '' })).toEqual({ ok: false, reason: 'Thiếu Ngày để nhận diện dòng dữ liệu.' });
    expect(marketRowKey('company_report', { ticker: '', date: '2026-01-07' })).toEqual({ ok: false, reason: 'Thiếu Mã CK, Nguồn để nhận diện dòng dữ liệu.' });
  });
  it('number the repeats of a key within a file in the file order, so a re-import names the same rows', () => {
    const keys = distinctKeys([{ key: 'DS3|2019-08-29|x' }, { key: 'A' }, { key: 'DS3|2019-08-29|x' }, { key: 'DS3|2019-08-29|x' }]).map((r) => r.key);
    expect(keys).toEqual(['DS3|2019-08-29|x', 'A', 'DS3|2019-08-29|x#2', 'DS3|2019-08-29|x#3']);
  });
});

describe('change log', () => {
  it('lists each changed field with its old and new value, blanks as null', () => {
    const before = { ...row(), rowId: 'r1' };
    const after = row({ data: { ...row().data, pe: 17, roe: null, roa: 9.1 }, url: 'https://example.vn/a.pdf' });
    expect(diffMarketRow(before, after)).toEqual([
      { field: 'pe', oldValue: 16.3, newValue: 17 },
      { field: 'roe', oldValue: 26.6, newValue: null },
      { field: 'roa', oldValue: null, newValue: 9.1 },
      { field: 'URL', oldValue: null, newValue: 'https://example.vn/a.pdf' },
    ]);
    expect(changeEntry(before, after)).toEqual({
      rowId: 'r1',
      key: 'FPT|2022-Q4',
      maCK: 'FPT',
      ngay: '2022-12-31',
      sheet: 'fin_ratio',
      changes: diffMarketRow(before, after),
    });
  });
  it('writes no entry when no value changed, even when the provenance did', () => {
    const before = { ...row(), rowId: 'r1' };
    expect(changeEntry(before, row({ source: 'Tệp của quản trị viên' }))).toBeNull();
    expect(sameMarketRow(before, row({ source: 'Tệp của quản trị viên' }))).toBe(false);
    expect(sameMarketRow(before, row())).toBe(true);
  });
});

describe('extreme values', () => {
  it('are flagged, never changed: P/E in the thousands, margins above 100%, liquidity above 30', () => {
    const data = { pe: 16137, pb: 1.2, gross_margin: 143.2, net_margin: -240, current_ratio: 31.5, npl: 2 };
    expect(extremeFields(data)).toEqual(['pe', 'gross_margin', 'net_margin', 'current_ratio']);
    expect(data.pe).toBe(16137);
  });
});

describe('row batches', () => {
  it('keep one dataset and ticker per batch, at most 500 rows and the byte budget each', () => {
    const many = Array.from({ length: 1203 }, (_, i) => row({ key: `FPT|${i}`, period: String(i) }));
    const batches = marketRowBatches([...many, row({ ticker: 'VNM', key: 'VNM|1' })], { maxRows: 500, maxBytes: 10_000_000 });
    expect(batches.map((b) => [b.ticker, b.rows.length])).toEqual([
      ['FPT', 500],
      ['FPT', 500],
      ['FPT', 203],
      ['VNM', 1],
    ]);
    const heavy = marketRowBatches(many.slice(0, 100), { maxRows: 500, maxBytes: 10_000 });
    expect(heavy.length).toBeGreaterThan(1);
    for (const batch of heavy) expect(JSON.stringify(batch.rows).length).toBeLessThanOrEqual(10_000 + 1000);
    // The defaults: a real row weighs a few hundred bytes, so an event holds fewer than 500 of them but never more.
    expect(marketRowBatches(many).every((b) => b.rows.length <= 500 && JSON.stringify(b.rows).length <= 64 * 1024 + 1000)).toBe(true);
  });
});

describe('csv', () => {
  it('reads quoted fields, doubled quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFicb_name,level\r\n"Thiết bị, Dịch vụ và Phân phối Dầu khí",3\r\n"Nói ""có""",4\n')).toEqual([
      { icb_name: 'Thiết bị, Dịch vụ và Phân phối Dầu khí', level: '3' },
      { icb_name: 'Nói "có"', level: '4' },
    ]);
  });
});

describe('provenance', () => {
  it('reads as the data README shows it', () => {
    expect(provenanceText(row())).toBe('Nguồn: FiinTrade qua SSI iBoard, quý 3/2023');
  });
});
