import { describe, expect, it } from '@jest/globals';
import { formatMarketValue, provenanceOf } from './market-values';

describe('what the company report tables show of market rows', () => {
  it("names each distinct source and date, generated rows as 'Dữ liệu mẫu'", () => {
    const rows = [
      { source: 'FiinTrade qua SSI iBoard', asOf: '2025-06-30', sample: false },
      { source: 'Sinh tự động', asOf: '2025-06-30', sample: true },
      { source: 'FiinTrade qua SSI iBoard', asOf: '2025-03-31', sample: false },
    ];
    expect(provenanceOf(rows)).toEqual({ sources: 'FiinTrade qua SSI iBoard; Dữ liệu mẫu', asOf: '2025-06-30; 2025-03-31' });
    expect(provenanceOf([])).toEqual({ sources: '—', asOf: '—' });
  });

  it('writes numbers the Vietnamese way and blanks as a dash', () => {
    expect(formatMarketValue(1234.5)).toBe('1.234,5');
    expect(formatMarketValue(null)).toBe('—');
    expect(formatMarketValue(undefined)).toBe('—');
    expect(formatMarketValue('HOSE')).toBe('HOSE');
  });
});
