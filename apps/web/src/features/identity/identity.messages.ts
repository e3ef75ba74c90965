/** Vietnamese texts of sign-in, registration and the account's time limit (spec 1 §5, §8; spec 2 §4.2). */
export const IDENTITY_TEXT = {
  signIn: 'Đăng nhập',
  register: 'Đăng ký',
  registerWithGmail: 'Đăng ký với Gmail',
  signInWithGmail: 'Đăng nhập bằng Gmail',
  signOut: 'Đăng xuất',
  or: 'hoặc',
  usernameLabel: 'Tên đăng nhập',
  passwordLabel: 'Mật khẩu',
  confirmPasswordLabel: 'Nhập lại mật khẩu',
  nameLabel: 'Họ tên',
  phoneLabel: 'Số điện thoại',
  gmailLabel: 'Gmail',
  usernameRequired: 'Vui lòng nhập username!',
  passwordRequired: 'Vui lòng nhập mật khẩu!',
  signInSuccess: 'Đăng nhập thành công',
  signInFailed: 'Đăng nhập thất bại',
  signInException: 'Đăng nhập thất bại!',
  underDevelopment: 'Đang phát triển',
  modeGmail: 'Gmail',
  modeUsername: 'Tên đăng nhập',
  gmailModeHint: 'Sau khi đăng ký, hãy dùng nút "Đăng nhập bằng Gmail" với đúng địa chỉ Gmail này.',
  termsAgree: 'Tôi đồng ý với',
  termsLink: 'Điều khoản & Dịch vụ',
  termsTitle: 'Điều khoản & Dịch vụ',
  termsClose: 'Đã hiểu',
  trialNote: 'Bạn được dùng thử miễn phí 2 ngày kể từ hôm nay.',
  loginErrors: {
    google_unavailable: 'Đăng nhập bằng Gmail chưa được cấu hình.',
    google_not_registered: 'Gmail này chưa được đăng ký. Vui lòng đăng ký tài khoản trước.',
    google_unverified: 'Gmail chưa được Google xác minh.',
    google_failed: 'Đăng nhập bằng Gmail thất bại.',
    session_ended: 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.',
  } as Record<string, string>,
} as const;

/** Spec 1 §2.5: the terms modal's five sections. */
export const TERMS_SECTIONS: Array<{ title: string; body: string }> = [
  {
    title: '1. Điều khoản sử dụng',
    body: 'Tài khoản dành cho một người học. Bạn không chia sẻ tài khoản, không sao chép hay phát tán nội dung bài học, case study và câu hỏi ra ngoài nền tảng khi chưa được cho phép bằng văn bản.',
  },
  {
    title: '2. Quyền riêng tư',
    body: 'Chúng tôi chỉ dùng họ tên, số điện thoại và email của bạn để quản lý tài khoản, hỗ trợ học tập và thông báo về khóa học. Thông tin không được bán hay chia sẻ cho bên thứ ba, trừ khi pháp luật yêu cầu.',
  },
  {
    title: '3. Dùng thử miễn phí 2 ngày',
    body: 'Tài khoản mới được dùng thử miễn phí từ đầu ngày đăng ký đến hết ngày thứ hai (giờ Việt Nam). Hết thời gian dùng thử, tài khoản tạm khóa cho đến khi bạn đăng ký khóa học.',
  },
  {
    title: '4. Giới hạn trách nhiệm',
    body: 'Nội dung trên nền tảng nhằm mục đích học tập và tham khảo, không phải lời khuyên đầu tư. Bạn tự chịu trách nhiệm với các quyết định kinh doanh và đầu tư của mình.',
  },
  {
    title: '5. Thay đổi điều khoản',
    body: 'Điều khoản có thể được cập nhật. Khi có thay đổi quan trọng, chúng tôi sẽ thông báo trên nền tảng; việc tiếp tục sử dụng nghĩa là bạn đồng ý với điều khoản mới.',
  },
];
