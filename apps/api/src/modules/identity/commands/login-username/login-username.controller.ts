import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { LOGIN_MESSAGES, LoginUsernameRequest, ROUTES, type LoginResponse } from '@k9/contracts';
import { LoginUsername } from './login-username.js';

@ApiTags('identity')
@Controller()
export class LoginUsernameController {
  constructor(private readonly loginUsername: LoginUsername) {}

  @Post(ROUTES.loginUsername)
  @HttpCode(200)
  @ApiOperation({ summary: 'Đăng nhập bằng username (hoặc email) và mật khẩu; sai nhiều lần: chậm dần rồi 429' })
  async login(@Body() body: LoginUsernameRequest, @Req() request: Request): Promise<LoginResponse> {
    const { mustChangePassword } = await this.loginUsername.run(body, request);
    return { success: true, message: LOGIN_MESSAGES.success, ...(mustChangePassword ? { mustChangePassword: true } : {}) };
  }
}
