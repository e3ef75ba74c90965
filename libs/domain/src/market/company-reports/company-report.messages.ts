import type { CompanyReportTable } from './company-report.types.js';

/** The tables' names as the settings and preview modals show them. */
export const COMPANY_REPORT_TABLE_LABELS: Record<CompanyReportTable, string> = {
  valuationTable: 'Bảng định giá',
  financialRatioTable: 'Bảng chỉ số tài chính',
  industryComparisonTable: 'Bảng so sánh cùng ngành',
};

/** The Vietnamese messages of company reports (spec 3 §5 "Company report form", §8), in one place. */
export const COMPANY_REPORT_MESSAGES = {
  /** Spec 3 §5 (company summary search): the same words for the same field. */
  tickerRequired: 'Vui lòng nhập mã chứng khoán!',
  tickerInvalid: 'Mã chứng khoán chỉ gồm chữ cái và chữ số, tối đa 10 ký tự!',
  nameRequired: 'Vui lòng nhập tên báo cáo!',
  nameTooLong: 'Tên báo cáo không được quá 200 ký tự!',
  settingsRequired: 'Vui lòng cài đặt đủ ba bảng: định giá, chỉ số tài chính và so sánh cùng ngành!',
  tableRequired: (table: CompanyReportTable) => `Vui lòng cài đặt ${COMPANY_REPORT_TABLE_LABELS[table].toLowerCase()}!`,
  dataSourceRequired: (table: CompanyReportTable) => `Vui lòng chọn nguồn dữ liệu cho ${COMPANY_REPORT_TABLE_LABELS[table].toLowerCase()}!`,
  dataSourceInvalid: 'Nguồn dữ liệu phải là BCTC, CompanyInfo hoặc CompanyEvent!',
  compareColumnRequired: (table: CompanyReportTable) => `Vui lòng chọn cột so sánh cho ${COMPANY_REPORT_TABLE_LABELS[table].toLowerCase()}!`,
  compareColumnTooLong: 'Tên cột so sánh không được quá 100 ký tự!',
  rowCountRequired: (table: CompanyReportTable) => `Vui lòng nhập số dòng cho ${COMPANY_REPORT_TABLE_LABELS[table].toLowerCase()}!`,
  rowCountRange: 'Số dòng phải từ 1 đến 100!',
  /** What the DTO says before the domain names the table. */
  dataSourceMissing: 'Vui lòng chọn nguồn dữ liệu!',
  compareColumnMissing: 'Vui lòng chọn cột so sánh!',
  idInvalid: 'Không tìm thấy báo cáo doanh nghiệp!',
  notFound: 'Không tìm thấy báo cáo doanh nghiệp!',
  exists: 'Báo cáo doanh nghiệp này đã tồn tại.',
} as const;
