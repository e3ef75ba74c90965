import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export const LOGIN_MESSAGES = {
  usernameRequired: 'Vui lòng nhập username!',
  passwordRequired: 'Vui lòng nhập mật khẩu!',
  success: 'Đăng nhập thành công',
  wrongCredentials: 'Tên đăng nhập hoặc mật khẩu không đúng',
  failed: 'Đăng nhập thất bại',
  signInRequired: 'Đăng nhập để tiếp tục truy cập',
  adminRequired: 'Bạn không có quyền thực hiện thao tác này',
} as const;

export class LoginUsernameRequest {
  @IsString({ message: LOGIN_MESSAGES.usernameRequired })
  @IsNotEmpty({ message: LOGIN_MESSAGES.usernameRequired })
  @MaxLength(254, { message: LOGIN_MESSAGES.usernameRequired })
  username!: string;

  @IsString({ message: LOGIN_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: LOGIN_MESSAGES.passwordRequired })
  @MaxLength(1024, { message: LOGIN_MESSAGES.passwordRequired })
  password!: string;
}

/** `mustChangePassword`: the password was set by an admin; the web asks for a new one before anything else. */
export type LoginResponse = { success: boolean; message: string; mustChangePassword?: boolean };

