import { MARKET_FIELDS, PERIOD_TYPES, type RatioFamily } from '../market.datasets.js';
import type { MarketData, MarketRowInput } from '../market-row.js';
import { RATIO_METRIC_KEYS } from '../ratio-metrics.js';
import { marketRowKey, quarterEnd, quarterPeriod } from './row-key.js';

/** Every generated row says so (issue 31 §2): the screens show it as 'Dữ liệu mẫu'. */
export const SAMPLE_PROVENANCE = { source: 'Dữ liệu mẫu (sinh tự động, không phải số liệu thật)', asOf: 'dữ liệu mẫu' } as const;

/** The quarters the samples cover: the 20 quarters up to Q3 2025, the last one the real data reach. */
export const SAMPLE_QUARTERS: ReadonlyArray<readonly [number, number]> = Array.from({ length: 20 }, (_, i) => {
  const index = 2025 * 4 + 2 - 19 + i;
  return [Math.floor(index / 4), (index % 4) + 1] as const;
});

/** Plausible ranges per metric (in the metrics table's units); a sector moves the centre a little. */
const RANGES: Record<string, readonly [number, number]> = {
  pe: [6, 25], pb: [0.6, 3.5], ps: [0.3, 4], p_cashflow: [3, 30], ev_ebitda: [4, 16], market_cap: [300, 60000], eps: [300, 5000], bvps: [9000, 40000], eps_ttm: [1000, 6000],
  roe: [3, 25], roa: [0.8, 12], roic: [2, 20], net_margin: [1, 20], gross_margin: [8, 45], ebit_margin: [3, 25], revenue_growth_yoy: [-20, 35], net_profit_growth_yoy: [-30, 45],
  liabilities_to_equity: [0.3, 2.5], borrowings_to_equity: [0.1, 1.5], financial_leverage: [1.3, 3.5], current_ratio: [0.8, 3], quick_ratio: [0.5, 2.2], cash_ratio: [0.05, 1],
  interest_coverage: [2, 25], asset_turnover: [0.2, 1.5], fixed_asset_turnover: [1, 8], days_sales_outstanding: [20, 120], days_inventory_outstanding: [20, 180], days_payable_outstanding: [15, 90],
  nim: [2.2, 5], asset_yield: [6, 10], funding_cost: [3, 6], loan_yield: [7, 11], cir: [25, 55], nii_toi: [60, 85], noii_toi: [15, 40], npl: [0.8, 3], debt_group2_ratio: [0.5, 3],
  llcr: [60, 250], provision_to_loan: [0.8, 2.5], credit_cost: [0.5, 2], casa: [8, 40], ldr: [70, 100], ldr_regulated: [65, 85], roae: [8, 24], roaa: [0.7, 2.2],
  credit_growth_ytd: [2, 15], customer_deposit_growth_ytd: [2, 14], npatmi_growth_yoy: [-15, 35],
  combined_ratio: [92, 108], loss_ratio: [40, 70], expense_ratio: [25, 45], gross_premium_growth: [-5, 20], retention_ratio: [55, 90], investment_yield: [4, 8], investment_to_assets: [50, 85],
  reserves_to_equity: [1, 4], investment_income_share: [40, 90], underwriting_margin: [-5, 8], premium_to_equity: [0.5, 2.5], solvency_margin_ratio: [150, 400],
  margin_loans_to_equity: [0.3, 1.8], margin_loans_to_assets: [15, 50], brokerage_revenue_share: [10, 45], proprietary_revenue_share: [15, 50], lending_revenue_share: [15, 45],
  advisory_revenue_share: [1, 10], brokerage_market_share: [0.5, 10], fvtpl_to_assets: [15, 50], operating_expense_ratio: [30, 65], capital_adequacy_ratio: [180, 600],
};

/** A number in [0, 1) from a text, the same for the same text (mulberry32 over an FNV-1a hash). */
export function unitHash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let t = (h += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

const round = (value: number) => (Math.abs(value) >= 1000 ? Math.round(value) : Math.round(value * 100) / 100);

/** One family's metrics for a company and quarter: the company's level (sector, then ticker) plus a little per quarter. */
export function sampleMetrics(family: RatioFamily, ticker: string, sector: string, period: string): MarketData {
  const data: MarketData = {};
  for (const metric of RATIO_METRIC_KEYS[family]) {
    const [low, high] = RANGES[metric] ?? [0, 1];
    const level = 0.5 * unitHash(`${sector}|${metric}`) + 0.5 * unitHash(`${ticker}|${metric}`);
    const wobble = (unitHash(`${ticker}|${period}|${metric}`) - 0.5) * 0.15;
    data[metric] = round(low + (high - low) * Math.min(1, Math.max(0, level + wobble)));
  }
  return data;
}

export type SampleCompany = { ticker: string; family: RatioFamily; sector: string };

/**
 * Generated ratio rows where the real data do not reach (issue 31 §2): each company's family, the sample quarters, only
 * for keys no real row has (sample values never fill a real row's blanks).
 */
export function sampleRatioRows(companies: readonly SampleCompany[], realKeys: ReadonlySet<string>): MarketRowInput[] {
  const rows: MarketRowInput[] = [];
  for (const { ticker, family, sector } of companies) {
    for (const [year, quarter] of SAMPLE_QUARTERS) {
      const period = quarterPeriod(year, quarter);
      const key = marketRowKey(family, { ticker, period });
      if (!key.ok || realKeys.has(`${family}|${key.key}`)) continue;
      const date = quarterEnd(year, quarter);
      const data = { [MARKET_FIELDS.ticker]: ticker, [MARKET_FIELDS.date]: date, [MARKET_FIELDS.periodType]: PERIOD_TYPES.quarter, ...sampleMetrics(family, ticker, sector, period) };
      rows.push({ dataset: family, key: key.key, ticker, period, date, data, url: null, name: null, type: null, ...SAMPLE_PROVENANCE, sample: true, flags: [] });
    }
  }
  return rows;
}
