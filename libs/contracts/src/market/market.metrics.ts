import type { RatioFamily } from '@k9/domain';

/** How a metric is read: '%' in percent, 'lần' times, 'đồng' VND per share, 'tỷ đồng', 'ngày'. */
export type MetricUnit = '%' | 'lần' | 'đồng' | 'tỷ đồng' | 'ngày' | 'vòng';
export type MarketMetric = { key: string; label: string; unit: MetricUnit };

const m = (key: string, label: string, unit: MetricUnit): MarketMetric => ({ key, label, unit });

const SHARED: MarketMetric[] = [
  m('pe', 'P/E', 'lần'),
  m('pb', 'P/B', 'lần'),
  m('ps', 'P/S', 'lần'),
  m('market_cap', 'Vốn hóa thị trường', 'tỷ đồng'),
  m('eps', 'EPS (quý)', 'đồng'),
  m('bvps', 'Giá trị sổ sách mỗi cổ phiếu (BVPS)', 'đồng'),
  m('roe', 'ROE (TTM)', '%'),
  m('roa', 'ROA (TTM)', '%'),
  m('net_margin', 'Biên lợi nhuận ròng', '%'),
  m('revenue_growth_yoy', 'Tăng trưởng doanh thu so với cùng kỳ', '%'),
  m('net_profit_growth_yoy', 'Tăng trưởng lợi nhuận so với cùng kỳ', '%'),
  m('liabilities_to_equity', 'Nợ phải trả/Vốn chủ sở hữu', 'lần'),
  m('financial_leverage', 'Đòn bẩy tài chính', 'lần'),
];
const LIQUIDITY = { current: m('current_ratio', 'Thanh toán hiện hành', 'lần'), quick: m('quick_ratio', 'Thanh toán nhanh', 'lần'), cash: m('cash_ratio', 'Thanh toán tiền mặt', 'lần') };
const ASSET_TURNOVER = m('asset_turnover', 'Vòng quay tài sản', 'vòng');
const BORROWINGS = m('borrowings_to_equity', 'Vay nợ/Vốn chủ sở hữu', 'lần');

/**
 * The metrics table (issue 31 §1): the 28 metrics the stock screen shows for each ratio family, with Vietnamese labels
 * and units (vnstock's ratio sets per company type, taken as facts). The keys are the rows' data fields
 * (`RATIO_METRIC_KEYS`); a metric a row lacks shows '—'.
 */
export const MARKET_METRICS: Record<RatioFamily, readonly MarketMetric[]> = {
  fin_ratio: [
    ...SHARED,
    m('p_cashflow', 'P/CF', 'lần'),
    m('ev_ebitda', 'EV/EBITDA', 'lần'),
    m('roic', 'ROIC (TTM)', '%'),
    m('gross_margin', 'Biên lợi nhuận gộp', '%'),
    m('ebit_margin', 'Biên EBIT', '%'),
    LIQUIDITY.current,
    LIQUIDITY.quick,
    LIQUIDITY.cash,
    BORROWINGS,
    m('interest_coverage', 'Khả năng trả lãi vay', 'lần'),
    ASSET_TURNOVER,
    m('fixed_asset_turnover', 'Vòng quay tài sản cố định', 'vòng'),
    m('days_sales_outstanding', 'Số ngày thu tiền bình quân', 'ngày'),
    m('days_inventory_outstanding', 'Số ngày tồn kho bình quân', 'ngày'),
    m('days_payable_outstanding', 'Số ngày trả tiền bình quân', 'ngày'),
  ],
  fin_ratio_nganhang: [
    m('pe', 'P/E', 'lần'),
    m('pb', 'P/B', 'lần'),
    m('market_cap', 'Vốn hóa thị trường', 'tỷ đồng'),
    m('eps', 'EPS (quý)', 'đồng'),
    m('bvps', 'Giá trị sổ sách mỗi cổ phiếu (BVPS)', 'đồng'),
    m('roe', 'ROE (TTM)', '%'),
    m('roa', 'ROA (TTM)', '%'),
    m('nim', 'Biên lãi ròng (NIM)', '%'),
    m('asset_yield', 'Lợi suất tài sản sinh lãi', '%'),
    m('funding_cost', 'Chi phí vốn', '%'),
    m('loan_yield', 'Lợi suất cho vay', '%'),
    m('cir', 'Chi phí/Thu nhập (CIR)', '%'),
    m('nii_toi', 'Thu nhập lãi thuần/Tổng thu nhập hoạt động', '%'),
    m('noii_toi', 'Thu nhập ngoài lãi/Tổng thu nhập hoạt động', '%'),
    m('npl', 'Tỷ lệ nợ xấu (NPL)', '%'),
    m('debt_group2_ratio', 'Tỷ lệ nợ nhóm 2', '%'),
    m('llcr', 'Tỷ lệ bao phủ nợ xấu (LLCR)', '%'),
    m('provision_to_loan', 'Dự phòng/Dư nợ cho vay', '%'),
    m('credit_cost', 'Chi phí tín dụng', '%'),
    m('casa', 'Tỷ lệ tiền gửi không kỳ hạn (CASA)', '%'),
    m('ldr', 'Cho vay/Huy động (LDR)', '%'),
    m('ldr_regulated', 'LDR theo quy định', '%'),
    m('roae', 'ROAE (TTM)', '%'),
    m('roaa', 'ROAA (TTM)', '%'),
    m('credit_growth_ytd', 'Tăng trưởng tín dụng từ đầu năm', '%'),
    m('customer_deposit_growth_ytd', 'Tăng trưởng tiền gửi khách hàng từ đầu năm', '%'),
    m('npatmi_growth_yoy', 'Tăng trưởng LNST cổ đông mẹ so với cùng kỳ', '%'),
    m('eps_ttm', 'EPS (TTM)', 'đồng'),
  ],
  fin_ratio_baohiem: [
    ...SHARED,
    LIQUIDITY.cash,
    LIQUIDITY.current,
    ASSET_TURNOVER,
    m('combined_ratio', 'Tỷ lệ kết hợp', '%'),
    m('loss_ratio', 'Tỷ lệ bồi thường', '%'),
    m('expense_ratio', 'Tỷ lệ chi phí', '%'),
    m('gross_premium_growth', 'Tăng trưởng phí bảo hiểm gốc', '%'),
    m('retention_ratio', 'Tỷ lệ giữ lại', '%'),
    m('investment_yield', 'Lợi suất đầu tư', '%'),
    m('investment_to_assets', 'Tài sản đầu tư/Tổng tài sản', '%'),
    m('reserves_to_equity', 'Dự phòng nghiệp vụ/Vốn chủ sở hữu', 'lần'),
    m('investment_income_share', 'Tỷ trọng lợi nhuận đầu tư', '%'),
    m('underwriting_margin', 'Biên lợi nhuận bảo hiểm', '%'),
    m('premium_to_equity', 'Phí bảo hiểm/Vốn chủ sở hữu', 'lần'),
    m('solvency_margin_ratio', 'Biên khả năng thanh toán', '%'),
  ],
  fin_ratio_chungkhoan: [
    ...SHARED,
    BORROWINGS,
    LIQUIDITY.current,
    LIQUIDITY.quick,
    LIQUIDITY.cash,
    ASSET_TURNOVER,
    m('margin_loans_to_equity', 'Dư nợ ký quỹ/Vốn chủ sở hữu', 'lần'),
    m('margin_loans_to_assets', 'Dư nợ ký quỹ/Tổng tài sản', '%'),
    m('brokerage_revenue_share', 'Tỷ trọng doanh thu môi giới', '%'),
    m('proprietary_revenue_share', 'Tỷ trọng doanh thu tự doanh', '%'),
    m('lending_revenue_share', 'Tỷ trọng doanh thu cho vay ký quỹ', '%'),
    m('advisory_revenue_share', 'Tỷ trọng doanh thu tư vấn, bảo lãnh', '%'),
    m('brokerage_market_share', 'Thị phần môi giới', '%'),
    m('fvtpl_to_assets', 'Tài sản FVTPL/Tổng tài sản', '%'),
    m('operating_expense_ratio', 'Chi phí hoạt động/Doanh thu', '%'),
    m('capital_adequacy_ratio', 'Tỷ lệ vốn khả dụng', '%'),
  ],
};
