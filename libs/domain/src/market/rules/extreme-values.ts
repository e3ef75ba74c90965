import type { MarketData } from '../market-row.js';

/**
 * The extreme values the data notes list (data README, SOURCES.md): multiples exploding when earnings are near zero
 * (PVD P/E 16,137), margins above 100% in lumpy real-estate quarters, liquidity ratios above 30 (VIX), NPL ratios in
 * the tens of percent (NVB). They are real, so they are flagged for the screens to mark, never changed. Percentages are
 * in percent, as the metrics table stores them.
 */
const RULES: Record<string, (value: number) => boolean> = {
  pe: (v) => Math.abs(v) > 1000,
  pb: (v) => Math.abs(v) > 100,
  ps: (v) => Math.abs(v) > 1000,
  p_cashflow: (v) => Math.abs(v) > 1000,
  ev_ebitda: (v) => Math.abs(v) > 1000,
  gross_margin: (v) => Math.abs(v) > 100,
  ebit_margin: (v) => Math.abs(v) > 100,
  net_margin: (v) => Math.abs(v) > 100,
  current_ratio: (v) => v > 30,
  quick_ratio: (v) => v > 30,
  cash_ratio: (v) => v > 30,
  npl: (v) => v > 10,
  roe: (v) => Math.abs(v) > 100,
  roae: (v) => Math.abs(v) > 100,
};

/** The fields of `data` whose values are extreme, in the data's order. */
export function extremeFields(data: MarketData): string[] {
  return Object.entries(data)
    .filter(([field, value]) => typeof value === 'number' && RULES[field]?.(value))
    .map(([field]) => field);
}
