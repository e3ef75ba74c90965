import { isRatioFamily } from '../market.datasets.js';
import type { MarketRowInput } from '../market-row.js';
import type { CsvRecord } from './csv.js';
import type { MarketSeedFile } from './seed-provenance.js';
import { sampleRatioRows, type SampleCompany } from './sample-rows.js';
import { analystTargetRows, bankRatioRows, companyRows, corporateEventRows, dividendRows, familiesOf, mergeByKey, quarterlyRatioRows, statementRows, yearlyRatioRows } from './seed-mapping.js';

/**
 * Every row the first start seeds from the real files (issue 31 §2), one per dataset and key: companies, the ratio
 * families (FiinTrade's quarters merged with the computed bank ratios of the same quarter, TCBS's years), statements,
 * broker targets, events and dividends; with `sample`, generated ratio rows where the real ones do not reach (marked
 * sample). `tickers`, when given, keeps only those companies' rows.
 */
export function seedMarketRows(files: Record<MarketSeedFile, CsvRecord[]>, options: { tickers?: ReadonlySet<string>; sample?: boolean } = {}): MarketRowInput[] {
  const familyOf = familiesOf(files.listing);
  const rows = mergeByKey([
    ...companyRows(files.listing, files.industries),
    ...quarterlyRatioRows(files.ratiosQuarterly),
    ...bankRatioRows(files.bankRatios),
    ...yearlyRatioRows(files.ratiosYearly, familyOf),
    ...statementRows(files.statements, 'statements'),
    ...statementRows(files.balanceSheets, 'balanceSheets'),
    ...analystTargetRows(files.analystTargets),
    ...corporateEventRows(files.events),
    ...dividendRows(files.dividends),
  ]);
  const { tickers } = options;
  const kept = tickers ? rows.filter((row) => row.ticker !== null && tickers.has(row.ticker)) : rows;
  if (!options.sample) return kept;
  const realKeys = new Set(kept.map((row) => `${row.dataset}|${row.key}`));
  const companies: SampleCompany[] = [];
  for (const row of kept) {
    const family = String(row.data['Nhóm chỉ số tài chính']);
    if (row.dataset === 'company_info' && row.ticker && isRatioFamily(family)) companies.push({ ticker: row.ticker, family, sector: String(row.data['Ngành cấp 1'] ?? '') });
  }
  return [...kept, ...sampleRatioRows(companies, realKeys)];
}
