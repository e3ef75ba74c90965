import { MARK_LIST_LABELS, MARK_LIST_LIMIT, MARK_LISTS, type MarkList } from './learner-marks.lists.js';

/** The Vietnamese texts bookmarks and read marks are refused with (the spec spells none), in one place. */
export const LEARNER_MARK_MESSAGES = {
  unknownList: `Danh sách đánh dấu không hợp lệ. Chỉ có: ${MARK_LISTS.join(', ')}.`,
  invalidItemId: 'Mã mục không hợp lệ: cần một số nguyên dương.',
  limitReached: (list: MarkList) =>
    `Danh sách ${MARK_LIST_LABELS[list]} đã đủ ${MARK_LIST_LIMIT.toLocaleString('vi-VN')} mục. Vui lòng bỏ bớt đánh dấu cũ trước khi thêm mới.`,
  notOwner: 'Bạn chỉ có thể thay đổi đánh dấu của chính mình.',
  contentNotFound: 'Không tìm thấy bài viết này. Có thể bài đã bị xóa hoặc chưa được xuất bản.',
  reportNotFound: 'Không tìm thấy báo cáo này. Có thể báo cáo đã bị xóa hoặc chưa được xuất bản.',
  wrongList: (list: MarkList) => `Mục này không thuộc danh sách ${MARK_LIST_LABELS[list]}.`,
  // The learner list's filters (GET /api/k9/type/{type}).
  bookmarkedFilter: 'Bộ lọc đã lưu (bookmarked) phải là true hoặc false.',
  readFilter: 'Bộ lọc đã đọc (read) phải là all, read hoặc unread.',
  timeFilter: 'Bộ lọc thời gian (time) phải là all, today, yesterday hoặc lastWeek.',
  bodyNotAllowed: 'Đánh dấu chỉ nhận danh sách và mã mục trong đường dẫn, không nhận danh sách mục trong nội dung yêu cầu.',
} as const;
