/** What the create and edit routes' documentation says of a report's fields (spec 3 §3, §5). */
export const FIELDS =
  'ticker (mã chứng khoán, chữ và số, tối đa 10 ký tự), name (tên báo cáo, tối đa 200 ký tự), settings với ba bảng valuationTable, financialRatioTable, ' +
  'industryComparisonTable, mỗi bảng: dataSource (BCTC | CompanyInfo | CompanyEvent), compareColumn (cột so sánh), rowCount (1-100, mặc định 5). ' +
  'Dữ liệu sai: 400/422 với thông báo tiếng Việt, không lưu gì. Chỉ admin.';
