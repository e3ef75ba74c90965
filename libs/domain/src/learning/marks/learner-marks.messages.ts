import { MARK_LIST_LABELS, MARK_LIST_LIMIT, type MarkList } from './learner-marks.lists.js';

/** The Vietnamese texts bookmarks and read marks are refused with (the spec spells none), in one place. */
export const LEARNER_MARK_MESSAGES = {
  unknownList: 'Danh sách đánh dấu không hợp lệ. Vui lòng tải lại trang rồi thử lại.',
  invalidItemId: 'Mã bài không hợp lệ. Vui lòng tải lại trang rồi thử lại.',
  limitReached: (list: MarkList) =>
    `Danh sách ${MARK_LIST_LABELS[list]} đã đủ ${MARK_LIST_LIMIT.toLocaleString('vi-VN')} mục. Vui lòng bỏ bớt đánh dấu cũ trước khi thêm mới.`,
  notOwner: 'Bạn chỉ có thể thay đổi đánh dấu của chính mình.',
  contentNotFound: 'Không tìm thấy bài viết này. Có thể bài đã bị xóa hoặc chưa được xuất bản.',
  reportNotFound: 'Không tìm thấy báo cáo này. Có thể báo cáo đã bị xóa hoặc chưa được xuất bản.',
  wrongList: (list: MarkList) => `Mục này không thuộc danh sách ${MARK_LIST_LABELS[list]}.`,
  // The learner list's filters (GET /api/k9/type/{type}).
  bookmarkedFilter: 'Bộ lọc bài đã lưu không hợp lệ. Vui lòng đặt lại bộ lọc.',
  readFilter: 'Bộ lọc đã đọc không hợp lệ. Vui lòng đặt lại bộ lọc.',
  timeFilter: 'Bộ lọc thời gian không hợp lệ. Vui lòng đặt lại bộ lọc.',
  bodyNotAllowed: 'Yêu cầu đánh dấu không hợp lệ. Vui lòng tải lại trang rồi thử lại.',
} as const;
