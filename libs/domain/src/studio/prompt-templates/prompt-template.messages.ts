/** The Vietnamese messages of prompt templates (spec 1 §5, §8 "Templates"; spec 2 §3), in one place. */
export const PROMPT_TEMPLATE_MESSAGES = {
  required: 'Vui lòng điền đầy đủ thông tin!',
  saveFailed: 'Lỗi khi lưu Template!',
  restoreFailed: 'Lỗi khi khôi phục template mặc định!',
  labelTooLong: 'Tên template không được quá 200 ký tự.',
  templateTooLong: 'Nội dung mẫu prompt tối đa 8.000 ký tự.',
  tooManyPersonal: 'Bạn chỉ có thể lưu tối đa 50 mẫu prompt cá nhân.',
  advisorInvalid: 'Advisor mặc định không hợp lệ.',
  notFound: 'Không tìm thấy template.',
  listInvalid: 'Danh sách template không hợp lệ: mỗi template cần key, tên và nội dung.',
  exists: 'Template này đã tồn tại.',
  notOwn: 'Bạn chỉ có thể lưu mẫu của chính mình.',
  sharedAdminOnly: 'Chỉ quản trị viên mới có thể lưu template dùng chung.',
  saved: 'Đã lưu Template.',
  deleted: 'Đã xóa Template.',
  restored: 'Đã khôi phục template mặc định.',
} as const;
