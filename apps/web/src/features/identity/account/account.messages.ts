import { ACCOUNT_MESSAGES } from '@k9/contracts/identity/identity.messages';

/** Texts of the account's time limit and password (spec 2 §2.2, §2.11, §4.2). */
export const ACCOUNT_TEXT = {
  unlimited: 'Không giới hạn',
  remaining: 'Còn lại',
  startsIn: 'Bắt đầu sau',
  lockTitles: {
    expired: 'Tài khoản đã hết hạn',
    no_setup: 'Tài khoản chưa được thiết lập',
    not_started: 'Tài khoản chưa đến ngày sử dụng',
  } as Record<string, string>,
  lockMessages: {
    expired: ACCOUNT_MESSAGES.expired,
    no_setup: ACCOUNT_MESSAGES.notSetUp,
    not_started: ACCOUNT_MESSAGES.notStarted,
  } as Record<string, string>,
  startsOn: 'Ngày bắt đầu',
  expiredOn: 'Ngày hết hạn',
  contact: 'Liên hệ quản trị viên hoặc bộ phận hỗ trợ để được kích hoạt hoặc gia hạn.',
  headerBackground: 'Header Background',
  management: 'Management',
  userManagement: 'User Management',
  changePassword: 'Đổi mật khẩu',
  forcedPasswordTitle: 'Đặt mật khẩu mới',
  forcedPasswordIntro: 'Mật khẩu của bạn do quản trị viên đặt. Vui lòng đặt mật khẩu mới trước khi tiếp tục.',
  currentPassword: 'Mật khẩu hiện tại',
  currentPasswordHint: 'Bỏ trống nếu bạn đăng nhập bằng Gmail và chưa có mật khẩu.',
  /** Forced change in a session that did not sign in with the admin's password (e.g. with Gmail): it must be typed. */
  forcedCurrentPasswordHint: 'Nhập mật khẩu quản trị viên đã cấp cho bạn.',
  newPassword: 'Mật khẩu mới',
  confirmPassword: 'Nhập lại mật khẩu mới',
  save: 'Lưu mật khẩu',
  changeFailed: 'Không đổi được mật khẩu, vui lòng thử lại.',
} as const;
