/** Vietnamese texts of sign-in and sign-out, spelt as spec 1 §5 and §8 spell them. */
export const IDENTITY_TEXT = {
  signIn: 'Đăng nhập',
  register: 'Đăng ký',
  signOut: 'Đăng xuất',
  usernameLabel: 'Username',
  passwordLabel: 'Mật khẩu',
  usernameRequired: 'Vui lòng nhập username!',
  passwordRequired: 'Vui lòng nhập mật khẩu!',
  signInSuccess: 'Đăng nhập thành công',
  signInFailed: 'Đăng nhập thất bại',
  signInException: 'Đăng nhập thất bại!',
  underDevelopment: 'Đang phát triển',
} as const;
