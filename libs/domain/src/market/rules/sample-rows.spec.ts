import { describe, expect, it } from '@jest/globals';
import { RATIO_METRIC_KEYS } from '../ratio-metrics.js';
import { SAMPLE_QUARTERS, sampleRatioRows } from './sample-rows.js';

describe('generated sample rows', () => {
  const companies = [
    { ticker: 'ABC', family: 'fin_ratio' as const, sector: 'Công nghiệp' },
    { ticker: 'NHX', family: 'fin_ratio_nganhang' as const, sector: 'Tài chính' },
  ];

  it('cover 20 quarters up to Q3 2025 for each company, in its family, all marked sample', () => {
    expect(SAMPLE_QUARTERS).toHaveLength(20);
    expect(SAMPLE_QUARTERS[0]).toEqual([2020, 4]);
    expect(SAMPLE_QUARTERS[19]).toEqual([2025, 3]);
    const rows = sampleRatioRows(companies, new Set());
    expect(rows).toHaveLength(40);
    for (const row of rows) {
      expect(row).toMatchObject({ sample: true, source: expect.stringContaining('Dữ liệu mẫu'), url: null });
      expect(Object.keys(row.data).filter((field) => !['Mã CK', 'Ngày', 'Kiểu thời gian'].includes(field))).toEqual(RATIO_METRIC_KEYS[row.dataset as keyof typeof RATIO_METRIC_KEYS]);
    }
    const bank = rows.find((row) => row.ticker === 'NHX')!;
    expect(bank.dataset).toBe('fin_ratio_nganhang');
    expect(bank.data.nim).toBeGreaterThanOrEqual(2.2);
    expect(bank.data.nim).toBeLessThanOrEqual(5);
  });

  it('are the same on every run, and never take a key a real row has', () => {
    expect(sampleRatioRows(companies, new Set())).toEqual(sampleRatioRows(companies, new Set()));
    const rows = sampleRatioRows(companies, new Set(['fin_ratio|ABC|2023-Q3']));
    expect(rows.map((row) => row.key)).not.toContain('ABC|2023-Q3');
    expect(rows).toHaveLength(39);
  });
});
