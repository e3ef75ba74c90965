/**
 * The Vietnamese texts of identity's forms (spec 1 §5, §8; spec 3 §5, §8), shared by the API and the web. No imports.
 * What the deciders refuse with (user classes, the identifier rule) is in @k9/domain's identity/identity.messages.
 */
export const REGISTER_MESSAGES = {
  nameRequired: 'Vui lòng nhập họ tên!',
  nameTooShort: 'Họ tên phải có ít nhất 2 ký tự!',
  nameTooLong: 'Họ tên không được quá 100 ký tự!',
  phoneRequired: 'Vui lòng nhập số điện thoại!',
  phoneInvalid: 'Số điện thoại không hợp lệ!',
  gmailRequired: 'Vui lòng nhập Gmail!',
  gmailInvalid: 'Gmail không hợp lệ!',
  usernameRequired: 'Vui lòng nhập username!',
  usernameTooShort: 'Username phải có ít nhất 3 ký tự!',
  usernameTooLong: 'Username không được quá 20 ký tự!',
  usernameCharacters: 'Username chỉ gồm chữ cái không dấu, số và các ký tự . _ -',
  passwordRequired: 'Vui lòng nhập mật khẩu!',
  passwordTooShort: 'Mật khẩu phải có ít nhất 6 ký tự!',
  passwordTooLong: 'Mật khẩu không được quá 128 ký tự!',
  confirmRequired: 'Vui lòng nhập lại mật khẩu!',
  confirmMismatch: 'Mật khẩu không khớp!',
  termsRequired: 'Vui lòng đồng ý với Điều khoản & Dịch vụ!',
  success: 'Tài khoản đã được tạo thành công! Bạn có thể sử dụng ngay từ hôm nay. Đăng nhập để sử dụng',
  failed: 'Có lỗi xảy ra, vui lòng thử lại sau.',
  emailExists: 'Email này đã tồn tại trong hệ thống!',
  usernameExists: 'Username này đã tồn tại trong hệ thống!',
  tooMany: 'Bạn đã đăng ký quá nhiều lần. Vui lòng thử lại sau ít phút.',
  /** A Gmail-mode account signs in only with Google: refused while Google sign-in is not configured. */
  gmailUnavailable: 'Đăng nhập bằng Gmail chưa được cấu hình nên chưa thể đăng ký bằng Gmail. Vui lòng đăng ký bằng username và mật khẩu.',
} as const;

export const USER_FORM_MESSAGES = {
  nameRequired: REGISTER_MESSAGES.nameRequired,
  nameTooShort: REGISTER_MESSAGES.nameTooShort,
  nameTooLong: REGISTER_MESSAGES.nameTooLong,
  usernameTooShort: REGISTER_MESSAGES.usernameTooShort,
  usernameTooLong: REGISTER_MESSAGES.usernameTooLong,
  usernameCharacters: REGISTER_MESSAGES.usernameCharacters,
  emailInvalid: 'Email không hợp lệ!',
  phoneInvalid: 'Số điện thoại không hợp lệ',
  startDateRequired: 'Vui lòng chọn ngày bắt đầu!',
  durationRequired: 'Vui lòng nhập số ngày sử dụng!',
  durationInvalid: 'Số ngày sử dụng phải là số nguyên từ 1 đến 3650!',
  noteTooLong: 'Ghi chú không được quá 500 ký tự!',
  classIdsInvalid: 'Danh sách lớp người dùng không hợp lệ.',
  resetPasswordInvalid: 'Vui lòng chọn có hoặc không đặt lại mật khẩu.',
  adminRightsInvalid: 'Vui lòng chọn cấp hoặc thu hồi quyền quản trị.',
  adminGranted: 'Đã cấp quyền quản trị.',
  adminWithdrawn: 'Đã thu hồi quyền quản trị.',
  auditorRightsInvalid: 'Vui lòng chọn giao hoặc thu hồi vai trò kiểm toán viên.',
  auditorGranted: 'Đã giao vai trò kiểm toán viên.',
  auditorRevoked: 'Đã thu hồi vai trò kiểm toán viên.',
  idRequired: 'Vui lòng chọn ít nhất một người dùng.',
  emailExists: REGISTER_MESSAGES.emailExists,
  usernameExists: REGISTER_MESSAGES.usernameExists,
  loadFailed: 'Lỗi khi tải danh sách người dùng',
  deleteFailed: 'Lỗi khi xóa người dùng',
  saveFailed: 'Lỗi khi cập nhật/tạo người dùng',
  checkInput: 'Vui lòng kiểm tra lại thông tin',
  classNotFound: 'Lớp người dùng không tồn tại.',
} as const;


export const ACCOUNT_MESSAGES = {
  currentPasswordWrong: 'Mật khẩu hiện tại không đúng.',
  currentPasswordRequired: 'Vui lòng nhập mật khẩu hiện tại.',
  passwordChanged: 'Đã đổi mật khẩu. Bạn có thể tiếp tục sử dụng.',
  passwordSameAsOld: 'Mật khẩu mới phải khác mật khẩu hiện tại.',
  passwordChangeRequired: 'Bạn cần đặt mật khẩu mới trước khi tiếp tục.',
  notSetUp: 'Tài khoản chưa được thiết lập thời hạn sử dụng. Vui lòng liên hệ quản trị viên.',
  notStarted: 'Tài khoản chưa đến ngày bắt đầu sử dụng.',
  expired: 'Tài khoản đã hết hạn sử dụng. Vui lòng liên hệ để gia hạn.',
  tooManyLogins: 'Bạn đã đăng nhập sai quá nhiều lần. Vui lòng thử lại sau ít phút.',
  /** 403 `AUDITOR_READ_ONLY`: any write by an auditor (but signing in or out and their own password). */
  auditorReadOnly: 'Tài khoản kiểm toán chỉ được xem, không được thay đổi dữ liệu.',
} as const;
