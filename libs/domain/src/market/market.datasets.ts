/**
 * The 13 datasets of the data-tables page (spec 3 §2 screen 6), each a kind of record, and how each row's key is built:
 * the key stays the same across re-imports, so an import updates the row it names (issue 31 §1).
 */
export const MARKET_DATASETS = [
  'fin_ratio',
  'fin_ratio_nganhang',
  'fin_ratio_baohiem',
  'fin_ratio_chungkhoan',
  'company_report',
  'industry_report',
  'macro_report',
  'strategy_report',
  'IR_report',
  'bctc_consol',
  'full_name_company',
  'company_info',
  'company_event',
] as const;
export type MarketDataset = (typeof MARKET_DATASETS)[number];

/** The four financial-ratio families: corporates, banks, insurers, securities firms. */
export const RATIO_FAMILIES = ['fin_ratio', 'fin_ratio_nganhang', 'fin_ratio_baohiem', 'fin_ratio_chungkhoan'] as const satisfies readonly MarketDataset[];
export type RatioFamily = (typeof RATIO_FAMILIES)[number];

/**
 * - `ticker-period`: ratios and statements (one row per company and quarter or year);
 * - `ticker-date-source`: broker reports (one per company, day and broker);
 * - `url`: document reports (the document's `gd_url` or URL);
 * - `ticker-date-type`: corporate events and dividends;
 * - `ticker`: one row per company (company info, full names).
 */
export type MarketKeyKind = 'ticker-period' | 'ticker-date-source' | 'url' | 'ticker-date-type' | 'ticker';

export const MARKET_DATASET_KEYS: Record<MarketDataset, MarketKeyKind> = {
  fin_ratio: 'ticker-period',
  fin_ratio_nganhang: 'ticker-period',
  fin_ratio_baohiem: 'ticker-period',
  fin_ratio_chungkhoan: 'ticker-period',
  company_report: 'ticker-date-source',
  industry_report: 'url',
  macro_report: 'url',
  strategy_report: 'url',
  IR_report: 'url',
  bctc_consol: 'ticker-period',
  full_name_company: 'ticker',
  company_info: 'ticker',
  company_event: 'ticker-date-type',
};

export const isMarketDataset = (value: string): value is MarketDataset => (MARKET_DATASETS as readonly string[]).includes(value);
export const isRatioFamily = (value: string): value is RatioFamily => (RATIO_FAMILIES as readonly string[]).includes(value);

/** The spec's own field names on every dated row (spec 2 §3 "Financial ratio rows"). */
export const MARKET_FIELDS = { ticker: 'Mã CK', date: 'Ngày', periodType: 'Kiểu thời gian' } as const;
export const PERIOD_TYPES = { quarter: 'Quý', year: 'Năm' } as const;
