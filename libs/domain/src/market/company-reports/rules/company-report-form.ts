import { DomainError } from '../../../shared/decider.js';
import { COMPANY_REPORT_MESSAGES as M } from '../company-report.messages.js';
import {
  COMPANY_REPORT_DATA_SOURCES,
  COMPANY_REPORT_LIMITS as LIMITS,
  COMPANY_REPORT_TABLES,
  type CompanyReportDataSource,
  type CompanyReportFields,
  type CompanyReportSettings,
  type CompanyReportTable,
  type CompanyReportTableSettings,
} from '../company-report.types.js';

/** A ticker as the market rows store it: letters and digits, upper case (spec 2 §5.3). */
const TICKER = /^[A-Z0-9]{1,10}$/;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/**
 * Spec 3 §5 "Company report form": name, every data source, compare column and row count required; row count 1-100.
 * Each check gives the field's message, or null when the value is fine: the form shows them under its fields, the
 * decider refuses with them.
 */
export const companyReportChecks = {
  ticker: (value: unknown): string | null => (blank(value) ? M.tickerRequired : typeof value !== 'string' || !TICKER.test(value.trim().toUpperCase()) ? M.tickerInvalid : null),
  name: (value: unknown): string | null => (blank(value) || typeof value !== 'string' ? M.nameRequired : value.trim().length > LIMITS.nameMax ? M.nameTooLong : null),
  dataSource: (table: CompanyReportTable, value: unknown): string | null =>
    blank(value) ? M.dataSourceRequired(table) : !(COMPANY_REPORT_DATA_SOURCES as readonly unknown[]).includes(value) ? M.dataSourceInvalid : null,
  compareColumn: (table: CompanyReportTable, value: unknown): string | null =>
    blank(value) || typeof value !== 'string' ? M.compareColumnRequired(table) : value.trim().length > LIMITS.compareColumnMax ? M.compareColumnTooLong : null,
  rowCount: (table: CompanyReportTable, value: unknown): string | null =>
    value === undefined || value === null || value === ''
      ? M.rowCountRequired(table)
      : !Number.isInteger(value) || (value as number) < LIMITS.rowCountMin || (value as number) > LIMITS.rowCountMax
        ? M.rowCountRange
        : null,
};

const refuse = (code: string, message: string | null) => {
  if (message) throw new DomainError(code, message);
};

/** A table's settings as stored; a row count left out is the default 5 (spec 3 §9), a cleared one (null) is missing. */
export function validTableSettings(table: CompanyReportTable, raw: unknown): CompanyReportTableSettings {
  if (!isRecord(raw)) throw new DomainError('TABLE_REQUIRED', M.tableRequired(table));
  const rowCount = raw.rowCount === undefined ? LIMITS.rowCountDefault : raw.rowCount;
  refuse('DATA_SOURCE_INVALID', companyReportChecks.dataSource(table, raw.dataSource));
  refuse('COMPARE_COLUMN_INVALID', companyReportChecks.compareColumn(table, raw.compareColumn));
  refuse('ROW_COUNT_INVALID', companyReportChecks.rowCount(table, rowCount));
  return { dataSource: raw.dataSource as CompanyReportDataSource, compareColumn: (raw.compareColumn as string).trim(), rowCount: rowCount as number };
}

/** The three tables, each set; anything else the client sent beside them is not kept. */
export function validCompanyReportSettings(raw: unknown): CompanyReportSettings {
  if (!isRecord(raw)) throw new DomainError('SETTINGS_REQUIRED', M.settingsRequired);
  return Object.fromEntries(COMPANY_REPORT_TABLES.map((table) => [table, validTableSettings(table, raw[table])])) as CompanyReportSettings;
}

/** The whole report as it will be stored (ticker upper case, texts trimmed), or the first refusal with its message. */
export function validCompanyReportFields(raw: Record<string, unknown>): CompanyReportFields {
  refuse('TICKER_INVALID', companyReportChecks.ticker(raw.ticker));
  refuse('NAME_INVALID', companyReportChecks.name(raw.name));
  return { ticker: (raw.ticker as string).trim().toUpperCase(), name: (raw.name as string).trim(), settings: validCompanyReportSettings(raw.settings) };
}

/** What the settings modal starts a new report with: no source or column chosen yet, 5 rows a table. */
export const newCompanyReportTables = (): Record<CompanyReportTable, { dataSource?: CompanyReportDataSource; compareColumn?: string; rowCount: number }> =>
  Object.fromEntries(COMPANY_REPORT_TABLES.map((table) => [table, { rowCount: LIMITS.rowCountDefault }])) as Record<
    CompanyReportTable,
    { dataSource?: CompanyReportDataSource; compareColumn?: string; rowCount: number }
  >;
