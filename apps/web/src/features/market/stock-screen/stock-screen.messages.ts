/** Texts of the learner's stock screen (spec 2 §2.7, §8.4, §9.3; spec 3 §5). */
export const STOCK_TEXT = {
  title: 'Phân tích cổ phiếu',
  tickerLabel: 'Mã chứng khoán',
  tickerPlaceholder: 'Nhập mã chứng khoán, ví dụ FPT',
  search: 'Tìm',
  tickerRequired: 'Vui lòng nhập mã chứng khoán!',
  tickerInvalid: 'Mã chứng khoán chỉ gồm chữ và số, tối đa 10 ký tự.',
  noData: 'Không tìm thấy dữ liệu cho mã chứng khoán',
  noDataFor: (ticker: string) => `Không tìm thấy dữ liệu cho mã chứng khoán ${ticker}`,
  start: 'Nhập mã chứng khoán rồi bấm Tìm để xem định giá, chỉ số tài chính và so sánh cùng ngành.',
  loading: 'Đang tải dữ liệu...',
  // AI overview card
  overview: 'Tổng quan AI',
  noOverview: 'Chưa có tổng quan cho mã chứng khoán này.',
  more: 'Xem thêm',
  detailed: 'Tổng quan chi tiết',
  close: 'Đóng',
  madeOn: (date: string, model: string | null) => (model ? `Tạo ngày ${date} · Mô hình: ${model}` : `Tạo ngày ${date}`),
  // Tables
  companyInfo: 'Thông tin doanh nghiệp',
  valuation: 'Định giá',
  ratios: 'Chỉ số tài chính',
  industry: 'So sánh cùng ngành',
  industryOf: (industry: string) => `So sánh cùng ngành: ${industry}`,
  quarter: 'Quý',
  metric: 'Chỉ số',
  empty: 'Không có dữ liệu',
  noIndustry: 'Không có dữ liệu ngành cấp 4 của mã chứng khoán này.',
  source: 'Nguồn',
  asOf: 'Ngày dữ liệu',
  sample: 'Dữ liệu mẫu',
  extreme: 'Giá trị bất thường',
  extremeNote: 'Giá trị đánh dấu ⚠ là giá trị bất thường của số liệu gốc, giữ nguyên không sửa.',
  reportLink: 'URL báo cáo',
  openReport: 'Mở báo cáo',
  families: { fin_ratio: 'Doanh nghiệp', fin_ratio_nganhang: 'Ngân hàng', fin_ratio_chungkhoan: 'Chứng khoán', fin_ratio_baohiem: 'Bảo hiểm' },
} as const;

/** The valuation table's columns (spec 2 §3 "Company report row"). */
export const VALUATION_FIELDS = { ticker: 'Mã CK', source: 'Nguồn', target: 'Giá mục tiêu (đồng)', rating: 'Khuyến nghị', title: 'Tên báo cáo' } as const;

/** The company info shown (spec 2 §3 "Company info"). */
export const COMPANY_FIELDS = ['Tên công ty', 'Sàn', 'Ngành cấp 1', 'Ngành cấp 2', 'Ngành cấp 3', 'Ngành cấp 4'] as const;
