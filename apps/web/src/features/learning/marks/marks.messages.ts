/** Texts of bookmarks and read marks (spec 2 §4.4: 'mark as unread' / 'mark as read'). */
export const MARKS_TEXT = {
  bookmark: 'Lưu bài',
  unbookmark: 'Bỏ lưu',
  markRead: 'Đánh dấu đã đọc',
  markUnread: 'Đánh dấu chưa đọc',
  saveFailed: 'Không lưu được thay đổi. Vui lòng thử lại.',
} as const;
