import { Transform, Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { COMPANY_REPORT_DATA_SOURCES, COMPANY_REPORT_LIMITS as LIMITS, COMPANY_REPORT_MESSAGES as M, type CompanyReportDataSource } from '@k9/domain';
import { allOf, IsIntIn, optional } from '../platform/field-rules.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

const TickerField = () => allOf(Matches(/^[A-Za-z0-9]{1,10}$/, { message: M.tickerInvalid }), IsNotEmpty({ message: M.tickerRequired }), IsString({ message: M.tickerRequired }), Transform(trimmed));
// allOf checks its last rule first (as decorators written one above the other): the type, then blank, then the rest.
const FilledText = (max: number, required: string, tooLong: string) =>
  allOf(MaxLength(max, { message: tooLong }), IsNotEmpty({ message: required }), IsString({ message: required }), Transform(trimmed));
const NameField = () => FilledText(LIMITS.nameMax, M.nameRequired, M.nameTooLong);
const SettingsField = () => allOf(Type(() => CompanyReportSettingsRequest), IsObject({ message: M.settingsRequired }), ValidateNested({ message: M.settingsRequired }));
const TableField = () => allOf(Type(() => CompanyReportTableRequest), IsObject({ message: M.settingsRequired }), ValidateNested({ message: M.settingsRequired }));

/** One table's settings (spec 3 §5): data source, compare column and row count (1-100, left out: 5). */
export class CompanyReportTableRequest {
  @allOf(IsIn(COMPANY_REPORT_DATA_SOURCES, { message: M.dataSourceInvalid }), IsNotEmpty({ message: M.dataSourceMissing })) dataSource!: CompanyReportDataSource;
  @FilledText(LIMITS.compareColumnMax, M.compareColumnMissing, M.compareColumnTooLong) compareColumn!: string;
  @optional(IsIntIn(LIMITS.rowCountMin, LIMITS.rowCountMax, M.rowCountRange)) rowCount?: number;
}

/** The three tables, each set (the domain names the table a refusal is about). */
export class CompanyReportSettingsRequest {
  @TableField() valuationTable!: CompanyReportTableRequest;
  @TableField() financialRatioTable!: CompanyReportTableRequest;
  @TableField() industryComparisonTable!: CompanyReportTableRequest;
}

/** POST /api/company-reports: the company (its ticker), the report's name and its three tables. */
export class CreateCompanyReportRequest {
  @TickerField() ticker!: string;
  @NameField() name!: string;
  @SettingsField() settings!: CompanyReportSettingsRequest;
}

/** PUT /api/company-reports/{id}: the fields that change, settings as a whole (If-Match: W/"version" optional). */
export class UpdateCompanyReportRequest {
  @optional(TickerField()) ticker?: string;
  @optional(NameField()) name?: string;
  @optional(SettingsField()) settings?: CompanyReportSettingsRequest;
}
