/** Texts of the market data screens (spec 1 §2.1, spec 3). */
export const MARKET_TEXT = {
  dataTable: 'Bảng dữ liệu',
  excelData: 'Dữ liệu Excel',
  companyReport: 'Company Report',
} as const;
