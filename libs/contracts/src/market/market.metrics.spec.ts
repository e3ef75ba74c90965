import { describe, expect, it } from '@jest/globals';
import { RATIO_METRIC_KEYS } from '@k9/domain';
import { marketFilters } from './market.dto.js';
import { MARKET_METRICS } from './market.metrics.js';

describe('market metrics table', () => {
  it('labels exactly the 28 metrics of each family, in Vietnamese, with a unit', () => {
    for (const [family, metrics] of Object.entries(MARKET_METRICS)) {
      expect(metrics.map((metric) => metric.key)).toEqual(RATIO_METRIC_KEYS[family as keyof typeof RATIO_METRIC_KEYS]);
      for (const metric of metrics) expect(metric.label.trim()).not.toBe('');
    }
    expect(MARKET_METRICS.fin_ratio_nganhang.find((metric) => metric.key === 'nim')).toEqual({ key: 'nim', label: 'Biên lãi ròng (NIM)', unit: '%' });
  });
});

describe('market filters', () => {
  it('reads filter[column]=value pairs, skipping blanks, and refuses oversized ones in Vietnamese', () => {
    expect(marketFilters({ page: '1', 'filter[Ngành cấp 4]': ' Phần mềm ', 'filter[pe]': '' })).toEqual({ ok: true, filters: [{ column: 'Ngành cấp 4', value: 'Phần mềm' }] });
    expect(marketFilters({ 'filter[x]': 'a'.repeat(201) })).toEqual({ ok: false, message: expect.stringContaining('Bộ lọc') });
    expect(marketFilters({ 'filter[x]': ['a', 'b'] })).toEqual({ ok: false, message: expect.stringContaining('Bộ lọc') });
  });
});
