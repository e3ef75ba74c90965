import type { MarketDataset } from '../market.datasets.js';

/** Spec 3 §3 "Company report": the three tables a report sets, in the settings modal's order. */
export const COMPANY_REPORT_TABLES = ['valuationTable', 'financialRatioTable', 'industryComparisonTable'] as const;
export type CompanyReportTable = (typeof COMPANY_REPORT_TABLES)[number];

/** The data sources a table reads (spec 3 §3): financial statements, company info, company events. */
export const COMPANY_REPORT_DATA_SOURCES = ['BCTC', 'CompanyInfo', 'CompanyEvent'] as const;
export type CompanyReportDataSource = (typeof COMPANY_REPORT_DATA_SOURCES)[number];

/** The market dataset each data source is read from (its list route: /api/bctc-consol, /api/company-info, /api/company-event). */
export const COMPANY_REPORT_SOURCE_DATASETS: Record<CompanyReportDataSource, MarketDataset> = {
  BCTC: 'bctc_consol',
  CompanyInfo: 'company_info',
  CompanyEvent: 'company_event',
};

export type CompanyReportTableSettings = { dataSource: CompanyReportDataSource; compareColumn: string; rowCount: number };
export type CompanyReportSettings = Record<CompanyReportTable, CompanyReportTableSettings>;

/** What an admin sets of a report; its id, creator and times come from its stream. */
export type CompanyReportFields = { ticker: string; name: string; settings: CompanyReportSettings };

/** Spec 3 §5, §9: row count 1-100, default 5; the other bounds keep a stored report small. */
export const COMPANY_REPORT_LIMITS = { rowCountMin: 1, rowCountMax: 100, rowCountDefault: 5, nameMax: 200, compareColumnMax: 100, tickerMax: 10, pageSize: 100 } as const;

/** The company-info columns the report table shows beside the ticker (spec 3 §2 screen 2), as the company_info rows name them. */
export const COMPANY_REPORT_INFO_COLUMNS = ['Tên công ty', 'Sàn', 'Ngành cấp 1', 'Ngành cấp 2', 'Ngành cấp 3', 'Ngành cấp 4', 'Loại hình công ty'] as const;
