/** The audit views' Vietnamese messages. */
export const AUDIT_MESSAGES = {
  limitInvalid: 'Số mục mỗi trang (limit) phải từ 1 đến 100.',
  beforeInvalid: 'Vị trí trang (before) phải là vị trí trong nhật ký, số nguyên từ 1.',
  fromInvalid: 'Thời điểm bắt đầu (from) phải là thời gian ISO, ví dụ 2026-11-01 hoặc 2026-11-01T08:00:00Z.',
  toInvalid: 'Thời điểm kết thúc (to) phải là thời gian ISO, ví dụ 2026-11-30 hoặc 2026-11-30T17:00:00Z.',
  rangeInvalid: 'Thời điểm bắt đầu phải trước thời điểm kết thúc.',
  textTooLong: 'Giá trị lọc quá dài: tối đa 200 ký tự.',
  typeUnknown: (value: string) => `Không có loại sự kiện hoặc nhóm sự kiện '${value}'.`,
  kindUnknown: (value: string) => `Không có loại luồng '${value}'.`,
  atRequired: 'Cần chọn thời điểm (at): một vị trí trong nhật ký hoặc một thời gian ISO.',
  atInvalid: 'Thời điểm (at) phải là vị trí trong nhật ký (số nguyên từ 1) hoặc thời gian ISO.',
  notReplayable: 'Loại luồng này chưa hỗ trợ xem trạng thái tại một thời điểm.',
  streamRequired: 'Cần chọn luồng (streamId) của thứ do AI tạo.',
  partInvalid: 'Lần làm (attempt) và câu (index) phải là số nguyên.',
  noChain: 'Không tìm thấy kết quả do AI tạo ở vị trí này của luồng.',
  streamEmpty: 'Luồng này chưa có sự kiện nào đến thời điểm đã chọn.',
} as const;
