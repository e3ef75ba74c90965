import { MARKET_FIELDS, PERIOD_TYPES, type MarketDataset, type RatioFamily } from '../market.datasets.js';
import type { MarketData, MarketRowInput, MarketValue } from '../market-row.js';
import { RATIO_METRIC_KEYS } from '../ratio-metrics.js';
import type { CsvRecord } from './csv.js';
import { isDated1970 } from './dated-1970.js';
import { extremeFields } from './extreme-values.js';
import { familyOfComType, familyOfEntityType } from './ratio-family.js';
import { distinctKeys, marketRowKey, normaliseTicker, quarterEnd, quarterPeriod, yearEnd, yearPeriod } from './row-key.js';
import { MARKET_SEED_PROVENANCE, vietnameseDate } from './seed-provenance.js';

/** How a file's column becomes a metric: as is, a fraction in percent, or VND in tỷ đồng. */
type Scale = 'as-is' | 'percent' | 'billions';
type ColumnMap = Record<string, [column: string, scale: Scale]>;

/** A number, or null for a blank or unreadable cell; a scaled value keeps 12 significant digits (no float noise). */
export function cellNumber(value: string | undefined, scale: Scale = 'as-is'): number | null {
  if (value === undefined || value.trim() === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number)) return null;
  if (scale === 'percent') return Number((number * 100).toPrecision(12));
  if (scale === 'billions') return Number((number / 1e9).toPrecision(12));
  return number;
}
const cellText = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

/** financial_ratios_quarterly.csv (FiinTrade): ratios as fractions, TTM multiples. */
const QUARTERLY_RATIOS: ColumnMap = {
  pe: ['pe', 'as-is'],
  pb: ['pb', 'as-is'],
  ps: ['ps', 'as-is'],
  p_cashflow: ['p_cashflow', 'as-is'],
  ev_ebitda: ['ev_ebitda', 'as-is'],
  market_cap: ['market_cap_vnd', 'billions'],
  eps: ['eps_q_vnd', 'as-is'],
  bvps: ['bvps_vnd', 'as-is'],
  roe: ['roe', 'percent'],
  roa: ['roa', 'percent'],
  roic: ['roic', 'percent'],
  gross_margin: ['gross_margin', 'percent'],
  ebit_margin: ['ebit_margin', 'percent'],
  net_margin: ['net_margin', 'percent'],
  revenue_growth_yoy: ['revenue_growth_yoy', 'percent'],
  net_profit_growth_yoy: ['net_profit_growth_yoy', 'percent'],
  current_ratio: ['current_ratio', 'as-is'],
  quick_ratio: ['quick_ratio', 'as-is'],
  cash_ratio: ['cash_ratio', 'as-is'],
  liabilities_to_equity: ['liabilities_to_equity', 'as-is'],
  borrowings_to_equity: ['borrowings_to_equity', 'as-is'],
  financial_leverage: ['financial_leverage', 'as-is'],
  interest_coverage: ['interest_coverage', 'as-is'],
  asset_turnover: ['asset_turnover', 'as-is'],
  fixed_asset_turnover: ['fixed_asset_turnover', 'as-is'],
  days_sales_outstanding: ['days_sales_outstanding', 'as-is'],
  days_inventory_outstanding: ['days_inventory_outstanding', 'as-is'],
  days_payable_outstanding: ['days_payable_outstanding', 'as-is'],
};

/** bank_ratios_quarterly.csv (computed): already in percent. */
const BANK_RATIOS: ColumnMap = {
  nim: ['nim_q', 'as-is'],
  asset_yield: ['asset_yield_q', 'as-is'],
  funding_cost: ['funding_cost_q', 'as-is'],
  loan_yield: ['loan_yield_q', 'as-is'],
  cir: ['cir', 'as-is'],
  nii_toi: ['nii_toi', 'as-is'],
  noii_toi: ['noii_toi', 'as-is'],
  npl: ['npl_ratio', 'as-is'],
  debt_group2_ratio: ['debt_group2_ratio', 'as-is'],
  llcr: ['llcr', 'as-is'],
  provision_to_loan: ['provision_to_loan', 'as-is'],
  credit_cost: ['credit_cost', 'as-is'],
  casa: ['casa_ratio', 'as-is'],
  ldr: ['ldr_pure', 'as-is'],
  ldr_regulated: ['ldr_regulated', 'as-is'],
  roae: ['roea_ttm', 'as-is'],
  roaa: ['roaa_ttm', 'as-is'],
  credit_growth_ytd: ['credit_growth_ytd', 'as-is'],
  customer_deposit_growth_ytd: ['customer_deposit_growth_ytd', 'as-is'],
  npatmi_growth_yoy: ['npatmi_growth_yoy', 'as-is'],
  eps_ttm: ['eps_ttm', 'as-is'],
};

/** financial_ratios_yearly_tcbs.csv (TCBS): fractions; empty where a field does not apply to the company type. */
const YEARLY_RATIOS: ColumnMap = {
  pe: ['price_to_earning', 'as-is'],
  pb: ['price_to_book', 'as-is'],
  ev_ebitda: ['value_before_ebitda', 'as-is'],
  roe: ['roe', 'percent'],
  roa: ['roa', 'percent'],
  eps: ['earning_per_share', 'as-is'],
  bvps: ['book_value_per_share', 'as-is'],
  nim: ['interest_margin', 'percent'],
  npl: ['bad_debt_percentage', 'percent'],
  ldr: ['loan_on_deposit', 'percent'],
  cir: ['cost_to_income', 'percent'],
  credit_growth_ytd: ['credit_growth', 'percent'],
  gross_margin: ['gross_profit_margin', 'percent'],
  net_margin: ['post_tax_margin', 'percent'],
  current_ratio: ['current_payment', 'as-is'],
  quick_ratio: ['quick_payment', 'as-is'],
  interest_coverage: ['ebit_on_interest', 'as-is'],
  asset_turnover: ['revenue_on_asset', 'as-is'],
  days_sales_outstanding: ['days_receivable', 'as-is'],
  days_inventory_outstanding: ['days_inventory', 'as-is'],
  days_payable_outstanding: ['days_payable', 'as-is'],
};

/** The family's metrics present in the record, in the family's order; blanks are left out (a blank shows '—'). */
function metricsOf(record: CsvRecord, family: RatioFamily, columns: ColumnMap): MarketData {
  const data: MarketData = {};
  for (const metric of RATIO_METRIC_KEYS[family]) {
    const mapped = columns[metric];
    const value = mapped ? cellNumber(record[mapped[0]], mapped[1]) : null;
    if (value !== null) data[metric] = value;
  }
  return data;
}

type Provenance = { source: string; asOf: string };
type DatedRow = { dataset: MarketDataset; ticker: string; year: number; quarter: number | null; data: MarketData; provenance: Provenance; name?: string | null; type?: string | null };

/** A ratio or statement row: 'Mã CK', 'Ngày' (the period's last day), 'Kiểu thời gian', then its values. */
function periodRow(row: DatedRow): MarketRowInput | null {
  const period = row.quarter ? quarterPeriod(row.year, row.quarter) : yearPeriod(row.year);
  const date = row.quarter ? quarterEnd(row.year, row.quarter) : yearEnd(row.year);
  if (isDated1970({ year: row.year, dates: [date] })) return null;
  const key = marketRowKey(row.dataset, { ticker: row.ticker, period });
  if (!key.ok) return null;
  const data: MarketData = { [MARKET_FIELDS.ticker]: row.ticker, [MARKET_FIELDS.date]: date, [MARKET_FIELDS.periodType]: row.quarter ? PERIOD_TYPES.quarter : PERIOD_TYPES.year, ...row.data };
  return { dataset: row.dataset, key: key.key, ticker: row.ticker, period, date, data, url: null, name: row.name ?? null, type: row.type ?? null, ...row.provenance, sample: false, flags: extremeFields(data) };
}

const yearAndQuarter = (record: CsvRecord) => ({ year: Number(record.year), quarter: record.quarter ? Number(record.quarter) : null });
const present = <T>(rows: Array<T | null>): T[] => rows.filter((row): row is T => row !== null);

/** financial_ratios_quarterly.csv → the family of each row's `entity_type`. */
export const quarterlyRatioRows = (records: CsvRecord[]): MarketRowInput[] =>
  present(
    records.map((record) => {
      const dataset = familyOfEntityType(record.entity_type);
      return periodRow({ dataset, ticker: normaliseTicker(record.ticker), ...yearAndQuarter(record), data: metricsOf(record, dataset, QUARTERLY_RATIOS), provenance: MARKET_SEED_PROVENANCE.ratiosQuarterly });
    }),
  );

/** bank_ratios_quarterly.csv → fin_ratio_nganhang, labelled as computed. */
export const bankRatioRows = (records: CsvRecord[]): MarketRowInput[] =>
  present(
    records.map((record) =>
      periodRow({ dataset: 'fin_ratio_nganhang', ticker: normaliseTicker(record.ticker), ...yearAndQuarter(record), data: metricsOf(record, 'fin_ratio_nganhang', BANK_RATIOS), provenance: MARKET_SEED_PROVENANCE.bankRatios }),
    ),
  );

/** financial_ratios_yearly_tcbs.csv → the family of each ticker (the file has no entity type), 'Kiểu thời gian' 'Năm'. */
export const yearlyRatioRows = (records: CsvRecord[], familyOf: (ticker: string) => RatioFamily): MarketRowInput[] =>
  present(
    records.map((record) => {
      const ticker = normaliseTicker(record.ticker);
      const dataset = familyOf(ticker);
      return periodRow({ dataset, ticker, year: Number(record.year), quarter: null, data: metricsOf(record, dataset, YEARLY_RATIOS), provenance: MARKET_SEED_PROVENANCE.ratiosYearly });
    }),
  );

/** Every numeric column of a statement file, in VND as the file has it (ratios of the summary as they are). */
function statementData(record: CsvRecord, skip: readonly string[]): MarketData {
  const data: MarketData = {};
  for (const [column, value] of Object.entries(record)) {
    if (skip.includes(column)) continue;
    const number = cellNumber(value);
    if (number !== null) data[column] = number;
  }
  return data;
}

/** financial_statements_quarterly_key.csv and balance_sheet_summary_quarterly.csv → bctc_consol. */
export const statementRows = (records: CsvRecord[], file: 'statements' | 'balanceSheets'): MarketRowInput[] =>
  present(
    records.map((record) =>
      periodRow({
        dataset: 'bctc_consol',
        ticker: normaliseTicker(record.ticker),
        ...yearAndQuarter(record),
        data: statementData(record, ['ticker', 'entity_type', 'year', 'quarter', 'report_date']),
        provenance: MARKET_SEED_PROVENANCE[file],
        type: cellText(record.entity_type),
      }),
    ),
  );

/**
 * Two real rows of one key from two files (FiinTrade's and the computed bank ratios of one quarter): the first file's
 * values stay, the second adds the fields the first lacks, and the provenance names both.
 */
export function mergeRealRows(first: MarketRowInput, second: MarketRowInput): MarketRowInput {
  const join = (a: string, b: string) => (a === b ? a : `${a}; ${b}`);
  const data = { ...second.data, ...first.data };
  return { ...first, data, source: join(first.source, second.source), asOf: join(first.asOf, second.asOf), flags: extremeFields(data) };
}

/** Rows of several files, one per dataset and key, merged in the files' order. */
export function mergeByKey(rows: readonly MarketRowInput[]): MarketRowInput[] {
  const byKey = new Map<string, MarketRowInput>();
  for (const row of rows) {
    const id = `${row.dataset}|${row.key}`;
    const before = byKey.get(id);
    byKey.set(id, before ? mergeRealRows(before, row) : row);
  }
  return [...byKey.values()];
}

const FORECAST_YEARS = ['2025', '2026', '2027'] as const;

/** analyst_targets.csv → company_report: the broker is the row's 'Nguồn'; title and URL stay empty, never made up. */
export const analystTargetRows = (records: CsvRecord[]): MarketRowInput[] =>
  distinctKeys(
    present(
      records.map((record) => {
        const ticker = normaliseTicker(record.ticker);
        const date = cellText(record.as_of_date);
        const firm = cellText(record.source_firm);
        if (isDated1970({ dates: [date] })) return null;
        const key = marketRowKey('company_report', { ticker, date, source: firm });
        if (!key.ok) return null;
        const data: MarketData = {
          [MARKET_FIELDS.ticker]: ticker,
          [MARKET_FIELDS.date]: date,
          'Nguồn': firm,
          'Ngày khuyến nghị': date,
          'Giá mục tiêu (đồng)': cellNumber(record.target_price_vnd),
          'Khuyến nghị': cellText(record.rating_raw),
          'Khuyến nghị (chuẩn hóa)': cellText(record.rating),
          'Giá tại ngày khuyến nghị (đồng)': cellNumber(record.price_at_snapshot_vnd),
          'Tiềm năng tăng giá (%)': cellNumber(record.upside_pct),
          'Ngành': cellText(record.sector),
          'Tên báo cáo': null,
        };
        for (const year of FORECAST_YEARS) {
          data[`LNST cổ đông mẹ ${year}F (tỷ đồng)`] = cellNumber(record[`npatmi_${year}f_bn_vnd`]);
          data[`EPS ${year}F (đồng)`] = cellNumber(record[`eps_${year}f_vnd`]);
          data[`P/E ${year}F`] = cellNumber(record[`pe_${year}f`]);
        }
        const provenance = { source: `${firm}, tổng hợp bởi Buu205/Vietnam_stock`, asOf: `ngày ${vietnameseDate(date!)}` };
        return { dataset: 'company_report', key: key.key, ticker, period: date, date, data: withoutBlanks(data), url: null, name: null, type: null, ...provenance, sample: false, flags: [] } satisfies MarketRowInput;
      }),
    ),
  );

/** Blank cells are left out of a row's data (a blank shows '—'); the spec's named fields stay, blank or not. */
function withoutBlanks(data: MarketData): MarketData {
  const kept: Record<string, MarketValue> = {};
  for (const [field, value] of Object.entries(data)) if (value !== null || field === 'Tên báo cáo') kept[field] = value;
  return kept;
}

/** TCBS's event codes in the data's English labels, in Vietnamese (a learner reads them). */
const EVENT_TYPES_VI: Record<string, string> = {
  'Annual general meeting': 'Đại hội cổ đông thường niên',
  'Cash dividend': 'Trả cổ tức bằng tiền',
  'Additional listing': 'Niêm yết bổ sung',
  'Quarterly financial statements': 'Báo cáo tài chính quý',
  'Shareholder written ballot': 'Lấy ý kiến cổ đông bằng văn bản',
  'Extraordinary general meeting': 'Đại hội cổ đông bất thường',
  'Share issuance (bonus/stock dividend/rights)': 'Phát hành cổ phiếu (thưởng, cổ tức, quyền mua)',
  'Board meeting': 'Họp hội đồng quản trị',
  'Board/management change': 'Thay đổi nhân sự quản lý',
  'Treasury share transaction': 'Giao dịch cổ phiếu quỹ',
  'AGM resolution': 'Nghị quyết đại hội cổ đông',
  'New listing': 'Niêm yết mới',
  'Delisting / suspension': 'Hủy niêm yết / tạm ngừng giao dịch',
  'Exchange transfer': 'Chuyển sàn',
  'Annual financial statements': 'Báo cáo tài chính năm',
  'Name / charter change': 'Đổi tên / điều lệ',
  Other: 'Khác',
  'Financial statements (annual/semi-annual)': 'Báo cáo tài chính (năm, bán niên)',
  'Dividend schedule change/cancellation': 'Thay đổi / hủy lịch trả cổ tức',
  'AGM schedule change/cancellation': 'Thay đổi / hủy lịch đại hội cổ đông',
  'Insider / major shareholder deal': 'Giao dịch của người nội bộ / cổ đông lớn',
  'Trading start/resumption': 'Bắt đầu / giao dịch trở lại',
  'M&A': 'Mua bán, sáp nhập',
  'EGM schedule change': 'Thay đổi lịch đại hội cổ đông bất thường',
};
export const eventTypeVi = (label: string | null): string | null => (label ? (EVENT_TYPES_VI[label] ?? label) : null);

function eventRow(ticker: string, date: string | null, type: string | null, data: MarketData, name: string | null, provenance: Provenance): MarketRowInput | null {
  if (isDated1970({ dates: [date, ...Object.values(data).filter((value): value is string => typeof value === 'string' && /^\d{4}-\d\d-\d\d$/.test(value))] })) return null;
  const key = marketRowKey('company_event', { ticker, date, type });
  if (!key.ok) return null;
  const row = withoutBlanks({ [MARKET_FIELDS.ticker]: ticker, [MARKET_FIELDS.date]: date, ...data });
  return { dataset: 'company_event', key: key.key, ticker, period: date, date, data: row, url: null, name, type, ...provenance, sample: false, flags: [] };
}

/** corporate_events_tcbs.csv → company_event, dated by the notice (or, without one, the execution). */
export const corporateEventRows = (records: CsvRecord[]): MarketRowInput[] =>
  distinctKeys(
    present(
      records.map((record) => {
        const type = eventTypeVi(cellText(record.event_type));
        const name = cellText(record.event_name);
        return eventRow(
          normaliseTicker(record.ticker),
          cellText(record.notify_date) ?? cellText(record.execution_date),
          type,
          {
            'Ngày công bố': cellText(record.notify_date),
            'Ngày thực hiện': cellText(record.execution_date),
            'Ngày đăng ký cuối cùng': cellText(record.record_date),
            'Ngày giao dịch không hưởng quyền': cellText(record.ex_right_date),
            'Mã sự kiện': cellText(record.event_code),
            'Loại sự kiện': type,
            'Tên sự kiện': name,
          },
          name,
          MARKET_SEED_PROVENANCE.events,
        );
      }),
    ),
  );

/** dividend_history_tcbs.csv → company_event, one per exercise date and method. */
export const dividendRows = (records: CsvRecord[]): MarketRowInput[] =>
  distinctKeys(
    present(
      records.map((record) => {
        const cash = record.method === 'cash';
        // Not the events' 'Trả cổ tức bằng tiền': a notice and its payment on one day stay two rows.
        const type = cash ? 'Cổ tức tiền mặt' : 'Cổ tức cổ phiếu';
        return eventRow(
          normaliseTicker(record.ticker),
          cellText(record.exercise_date),
          type,
          {
            'Ngày thực hiện': cellText(record.exercise_date),
            'Năm tài chính': cellNumber(record.fiscal_year),
            'Tỷ lệ trên mệnh giá (%)': cellNumber(record.dividend_pct_of_par, 'percent'),
            'Cổ tức tiền mặt (đồng/cổ phiếu)': cellNumber(record.vnd_per_share_if_cash),
            'Hình thức': cash ? 'Tiền mặt' : 'Cổ phiếu',
            'Loại sự kiện': type,
          },
          null,
          MARKET_SEED_PROVENANCE.dividends,
        );
      }),
    ),
  );

const EXCHANGES: Record<string, string> = { VNINDEX: 'HOSE', HNXINDEX: 'HNX', UPCOMINDEX: 'UPCOM' };
const INDEX_COLUMNS = ['VN30', 'VNMID', 'VN100', 'VNSML', 'VNALL', 'HNX30', 'VNX50', 'VNXALL', 'VNDIAMOND', 'VNFINLEAD', 'VNFINSELECT', 'VNSI'] as const;

/**
 * listing_companies_2023.csv (+ industries_icb.csv for the level codes) → company_info and full_name_company, one row
 * per company: ICB levels 1-4, `subgroup` as 'Ngành cấp 4', and the ratio family its `comTypeCode` picks.
 */
export function companyRows(listing: CsvRecord[], industries: CsvRecord[]): MarketRowInput[] {
  const codeOf = new Map(industries.map((row) => [`${row.level}|${row.icb_name}`, row.icb_code]));
  const provenance = MARKET_SEED_PROVENANCE.listing;
  return listing.flatMap((record) => {
    const ticker = normaliseTicker(record.ticker);
    const key = marketRowKey('company_info', { ticker });
    if (!key.ok) return [];
    const exchange = EXCHANGES[(record.comGroupCode ?? '').toUpperCase()] ?? cellText(record.comGroupCode);
    const levels = [record.sector, record.industry, record.group, record.subgroup].map(cellText);
    const info: MarketData = {
      [MARKET_FIELDS.ticker]: ticker,
      'Sàn': exchange,
      'Tên công ty': cellText(record.organName),
      'Tên viết tắt': cellText(record.organShortName),
      'Loại hình công ty': cellText(record.comTypeCode),
      'Nhóm chỉ số tài chính': familyOfComType(record.comTypeCode),
    };
    levels.forEach((name, index) => {
      info[`Ngành cấp ${index + 1}`] = name;
      info[`Mã ngành cấp ${index + 1}`] = name ? (codeOf.get(`${index + 1}|${name}`) ?? null) : null;
    });
    info['Mã ICB'] = cellText(record.icbCode);
    info['Chỉ số'] = INDEX_COLUMNS.filter((column) => record[column] === 'True').join(', ') || null;
    const common = { key: key.key, ticker, period: null, date: null, url: null, ...provenance, sample: false, flags: [] };
    const fullName: MarketData = { [MARKET_FIELDS.ticker]: ticker, 'Tên công ty': info['Tên công ty'], 'Tên viết tắt': info['Tên viết tắt'], 'Sàn': exchange };
    return [
      { ...common, dataset: 'company_info', data: withoutBlanks(info), name: cellText(record.organName), type: cellText(record.comTypeCode) },
      { ...common, dataset: 'full_name_company', data: withoutBlanks(fullName), name: cellText(record.organName), type: null },
    ] satisfies MarketRowInput[];
  });
}

/** The ratio family of every listed ticker (corporate for a ticker the listing lacks). */
export function familiesOf(listing: CsvRecord[]): (ticker: string) => RatioFamily {
  const families = new Map(listing.map((record) => [normaliseTicker(record.ticker), familyOfComType(record.comTypeCode)]));
  return (ticker) => families.get(ticker) ?? 'fin_ratio';
}
