import { CONTACT_STATUS_LABELS } from '@k9/domain/contact/contact.messages';

/** The admin menu's entry (second group), apart so that the menu does not carry the screen's texts. */
export const CONTACT_MENU_LABEL = 'Yêu cầu liên hệ';

/** Texts of the contact requests screen; the status names are the domain's. */
export const CONTACT_TEXT = {
  menu: CONTACT_MENU_LABEL,
  title: 'Yêu cầu liên hệ qua email',
  intro: 'Email học viên gửi từ nút liên hệ trong khu học tập, gửi tới hộp thư của trường; trả lời bằng cách trả lời email đó (Reply-To là email học viên).',
  statuses: CONTACT_STATUS_LABELS,
  requestedAt: 'Thời gian',
  email: 'Email',
  name: 'Họ tên',
  subject: 'Tiêu đề',
  message: 'Nội dung',
  status: 'Trạng thái',
  none: '—',
  smtpMissingTitle: 'Chưa cấu hình máy chủ gửi email (SMTP)',
  smtpMissing:
    'Các yêu cầu vẫn được lưu và hiện ở đây với trạng thái "Chờ gửi". Chúng sẽ được gửi tới hộp thư của trường khi máy chủ khởi động với SMTP (SMTP_URL hoặc SMTP_HOST) và CONTACT_INBOX.',
  smtpMissingNote: 'Chưa cấu hình SMTP',
  attempts: (count: number) => `Đã thử ${count} lần`,
  sentAt: (at: string) => `Gửi lúc ${at}`,
  refresh: 'Làm mới',
  empty: 'Chưa có yêu cầu liên hệ nào',
  loadFailed: 'Lỗi khi tải dữ liệu',
  total: (count: number) => `${count} yêu cầu`,
  expand: 'Xem thêm',
} as const;
