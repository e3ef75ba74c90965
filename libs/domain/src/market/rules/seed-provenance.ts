/**
 * The files the first start reads (copied with their README and SOURCES.md into the repository) and the provenance each
 * row of them carries: the provider as SOURCES.md names it, and how recent the file is.
 */
export const MARKET_SEED_FILES = {
  listing: 'listing_companies_2023.csv',
  industries: 'industries_icb.csv',
  ratiosQuarterly: 'financial_ratios_quarterly.csv',
  ratiosYearly: 'financial_ratios_yearly_tcbs.csv',
  bankRatios: 'bank_ratios_quarterly.csv',
  statements: 'financial_statements_quarterly_key.csv',
  balanceSheets: 'balance_sheet_summary_quarterly.csv',
  analystTargets: 'analyst_targets.csv',
  dividends: 'dividend_history_tcbs.csv',
  events: 'corporate_events_tcbs.csv',
} as const;
export type MarketSeedFile = keyof typeof MARKET_SEED_FILES;

export const MARKET_SEED_PROVENANCE: Record<Exclude<MarketSeedFile, 'industries' | 'analystTargets'>, { source: string; asOf: string }> = {
  listing: { source: 'vnstock (danh sách niêm yết, ngành ICB)', asOf: 'giữa năm 2023' },
  ratiosQuarterly: { source: 'FiinTrade qua SSI iBoard', asOf: 'quý 3/2023' },
  ratiosYearly: { source: 'TCBS qua vnstock', asOf: 'năm 2024' },
  // Computed by the source repository's author from the banks' statements (BSC data): labelled as computed.
  bankRatios: { source: 'số liệu tự tính (computed) từ BCTC ngân hàng, dữ liệu BSC', asOf: 'quý 3/2025' },
  statements: { source: 'FiinTrade qua SSI iBoard', asOf: 'quý 2/2023' },
  balanceSheets: { source: 'tổng hợp BCTC (Buu205/Vietnam_stock)', asOf: 'quý 3/2025' },
  dividends: { source: 'TCBS', asOf: 'ngày 04/02/2024' },
  events: { source: 'TCBS', asOf: 'ngày 09/12/2023' },
};

/** '2026-01-07' as the screens write a day: '07/01/2026'. */
export const vietnameseDate = (isoDate: string) => isoDate.split('-').reverse().join('/');
