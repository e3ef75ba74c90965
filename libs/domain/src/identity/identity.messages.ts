/** The Vietnamese texts identity's deciders refuse with; pure (it imports only pure rules), so the web reads them too. */
import { VALIDITY_YEARS } from './rules/account-validity.js';

export const USER_MESSAGES = {
  exists: 'Tài khoản đã tồn tại.',
  identifierRequired: 'Vui lòng nhập ít nhất một trong hai trường: Email hoặc Tên đăng nhập',
  notFound: 'Không tìm thấy người dùng.',
  cannotDeleteSelf: 'Không thể xóa tài khoản đang đăng nhập.',
  emailMismatch: 'Email của tài khoản Google không khớp với tài khoản này.',
  startDateOutOfRange: `Ngày bắt đầu phải nằm trong khoảng từ năm ${VALIDITY_YEARS.first} đến năm ${VALIDITY_YEARS.last}.`,
  superAdminRequired: 'Chỉ quản trị viên cấp cao mới được cấp hoặc thu hồi quyền quản trị.',
  ownAdminRights: 'Không thể tự thay đổi quyền quản trị của chính mình.',
  superAdminRights: 'Không thể thu hồi quyền quản trị của quản trị viên cấp cao.',
  superAdminRequiredForAuditor: 'Chỉ quản trị viên cấp cao mới được giao hoặc thu hồi vai trò kiểm toán viên.',
  ownAuditorRights: 'Không thể tự thay đổi vai trò kiểm toán viên của chính mình.',
  superAdminAuditor: 'Không thể giao vai trò kiểm toán viên cho quản trị viên cấp cao.',
  adminAccountProtected: 'Chỉ quản trị viên cấp cao mới được sửa hoặc xóa tài khoản của quản trị viên khác.',
} as const;

export const USER_CLASS_MESSAGES = {
  nameRequired: 'Vui lòng nhập tên lớp!',
  nameTooShort: 'Tên lớp phải có ít nhất 2 ký tự!',
  nameTooLong: 'Tên lớp không được quá 100 ký tự!',
  nameTaken: 'Tên lớp đã tồn tại!',
  notFound: 'Không tìm thấy lớp người dùng.',
  exists: 'Lớp người dùng đã tồn tại.',
} as const;
