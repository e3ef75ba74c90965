/** Texts of the e-mail contact (spec 2 §5.4, §8.3); the spec's own where it has them, letter for letter. */
export const CONTACT_MESSAGES = {
  sent: 'Email đã được gửi thành công!',
  sendFailed: 'Có lỗi xảy ra khi gửi email!',
  emailRequired: 'Vui lòng nhập email!',
  emailInvalid: 'Email không hợp lệ!',
  emailTooLong: 'Email không được dài quá 254 ký tự.',
  messageRequired: 'Vui lòng nhập nội dung!',
  messageTooLong: 'Nội dung không được dài quá 5.000 ký tự.',
  nameInvalid: 'Họ tên phải là văn bản.',
  nameTooLong: 'Họ tên không được dài quá 100 ký tự.',
  subjectInvalid: 'Tiêu đề phải là văn bản.',
  subjectTooLong: 'Tiêu đề không được dài quá 200 ký tự.',
  tooMany: (limit: number, minutes: number) => `Bạn chỉ có thể gửi tối đa ${limit} email liên hệ mỗi giờ. Vui lòng thử lại sau ${minutes} phút.`,
  requestExists: 'Yêu cầu liên hệ này đã được lưu.',
  requestNotFound: 'Không tìm thấy yêu cầu liên hệ.',
  invalidRequest: 'Yêu cầu liên hệ không hợp lệ.',
  smtpNotConfigured: 'Máy chủ gửi email (SMTP) chưa được cấu hình.',
  page: 'Trang (page) phải là số nguyên từ 1.',
  pageSize: 'Số dòng mỗi trang (pageSize) phải từ 1 đến 100.',
} as const;

export type ContactRequestStatus = 'waiting' | 'retrying' | 'sent' | 'failed';

/** How the admin list names each state of a request. */
export const CONTACT_STATUS_LABELS: Record<ContactRequestStatus, string> = {
  waiting: 'Chờ gửi',
  retrying: 'Đang thử lại',
  sent: 'Đã gửi',
  failed: 'Gửi thất bại',
};
