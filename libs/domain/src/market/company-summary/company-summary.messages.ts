/** Spec 3 §5 "company summary search" and §8 "Company summary": the texts as spelt. */
export const COMPANY_SUMMARY_MESSAGES = {
  tickerRequired: 'Vui lòng nhập mã chứng khoán!',
  tickerInvalid: 'Mã chứng khoán (ticker) chỉ gồm chữ và số, tối đa 10 ký tự.',
  noData: 'Không có dữ liệu để tạo tổng quan!',
  failed: 'Lỗi khi tạo tổng quan',
  /** Spec 3 §8: a warning when the AI gave no result (the text is not shown there; worded here). */
  noResult: 'AI không trả về kết quả tổng quan!',
  /** Spec 3 §8: a warning when the reply cannot be split into its two sections. */
  unparsable: 'Không thể trích xuất tổng quan từ kết quả AI!',
  alreadyQueued: 'Mã chứng khoán này đã trong hàng đợi hoặc đang được tạo tổng quan.',
  taskNotFound: 'Không tìm thấy tác vụ này trong hàng đợi.',
  stoppedByAdmin: 'Đã dừng theo yêu cầu.',
  queued: (ticker: string) => `Đã thêm ${ticker} vào hàng đợi tạo tổng quan.`,
} as const;

/** A worded failure of a task: 'Lỗi khi tạo tổng quan' and why. */
export const companySummaryFailure = (ticker: string, reason: string): string => `${COMPANY_SUMMARY_MESSAGES.failed} ${ticker}: ${reason}`;
