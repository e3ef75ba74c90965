import { COMPANY_SUMMARY_MESSAGES } from '@k9/domain/market/company-summary/company-summary.messages';
import type { ContentAiTaskState } from '@k9/domain/content-ai/content-ai.types';

/** Texts of the company summaries (spec 2 §2.7, §4.12, §8.4; spec 3 §4, §5, §8): the spec's words are the domain's or spelt here. */
export const COMPANY_SUMMARY_TEXT = {
  create: 'Tạo tổng quan',
  creating: 'Đang tạo tổng quan...',
  queued: COMPANY_SUMMARY_MESSAGES.queued,
  failed: COMPANY_SUMMARY_MESSAGES.failed,
  tickerRequired: COMPANY_SUMMARY_MESSAGES.tickerRequired,
  noData: COMPANY_SUMMARY_MESSAGES.noData,

  // The 'Doanh nghiệp' list
  list: 'Tổng quan doanh nghiệp',
  search: 'Tìm theo mã chứng khoán',
  empty: 'Chưa có tổng quan doanh nghiệp nào',
  noMatch: 'Không có tổng quan nào khớp mã chứng khoán này',
  total: (count: number) => `${count.toLocaleString('vi-VN')} tổng quan`,
  open: 'Xem chi tiết',
  notFound: 'Không tìm thấy tổng quan này',
  model: (model: string) => `Mô hình: ${model}`,

  // The admin search and the queue modal (spec 3 §4-5)
  searchTitle: 'Tạo tổng quan doanh nghiệp',
  tickerLabel: 'Mã chứng khoán',
  tickerPlaceholder: 'Nhập mã chứng khoán, ví dụ FPT',
  queueButton: 'Hàng đợi tổng quan',
  queueTitle: 'Hàng đợi tạo tổng quan',
  total_: 'Tổng',
  processing: 'Đang xử lý',
  waiting: 'Đang chờ',
  current: 'Trong hàng đợi',
  finished: 'Đã xong gần đây',
  emptyQueue: 'Hàng đợi đang trống',
  noFinished: 'Chưa có tác vụ nào xong',
  columnTicker: 'Mã CK',
  columnState: 'Trạng thái',
  columnProgress: 'Tiến độ',
  columnError: 'Lỗi',
  columnCreatedAt: 'Thêm lúc',
  state: { waiting: 'Đang chờ', processing: 'Đang xử lý', done: 'Hoàn thành', error: 'Lỗi', stopped: 'Đã dừng' } satisfies Record<ContentAiTaskState, string>,
  stop: 'Dừng',
  stopTask: (ticker: string) => `Dừng tạo tổng quan ${ticker}`,
  removed: 'Đã xóa khỏi hàng đợi',
  cancelling: 'Đang dừng tác vụ...',
  stopFailed: 'Không dừng được tác vụ',
  loadFailed: 'Lỗi khi tải dữ liệu',
  close: 'Đóng',
} as const;
