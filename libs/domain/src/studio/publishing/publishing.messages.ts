/** The Vietnamese texts of publishing (spec 1 §5 Batch approve, §8 Publish and Batch approve), in one place. */
export const PUBLISHING_MESSAGES = {
  published: 'Duyệt thành công! Đã tạo câu hỏi và câu trả lời.',
  publishFailed: 'Đã xảy ra lỗi khi duyệt!',
  deleted: 'Lịch sử câu hỏi này đã bị xóa nên không duyệt được.',
  notFinished: 'Yêu cầu này chưa xử lý xong, chưa thể duyệt.',
  failedRun: 'Yêu cầu này bị lỗi khi xử lý AI, không thể duyệt.',
  noneSelected: 'Vui lòng chọn ít nhất một câu hỏi để duyệt!',
  noneUnpublished: 'Không có câu hỏi chưa duyệt!',
  tooManySelected: (max: number) => `Chỉ duyệt được tối đa ${max.toLocaleString('vi-VN')} câu hỏi mỗi lần.`,
  idsInvalid: 'Danh sách câu hỏi không hợp lệ.',
  approvalNotFound: 'Không tìm thấy đợt duyệt này.',
  approveSummary: (published: number, total: number) => `Đã duyệt thành công ${published}/${total} câu hỏi!`,
  approveErrors: (failed: number) => `Có ${failed} câu hỏi gặp lỗi khi duyệt!`,
} as const;
