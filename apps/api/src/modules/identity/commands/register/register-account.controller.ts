import { Body, Controller, Get, HttpCode, Post, Req, UnprocessableEntityException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { REGISTER_MESSAGES, RegisterAccountRequest, ROUTES, type RegisterAccountResponse, type SignInOptions } from '@k9/contracts';
import { AppConfig } from '../../../../config/app-config.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { LoginThrottle } from '../../throttle/login-throttle.js';

@ApiTags('identity')
@Controller()
export class RegisterAccountController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly throttle: LoginThrottle,
    private readonly config: AppConfig,
  ) {}

  @Get(ROUTES.signInOptions)
  @ApiOperation({ summary: 'Các cách đăng nhập máy chủ này hỗ trợ: google = false khi chưa cấu hình đăng nhập Google (khi đó không nhận đăng ký bằng Gmail)' })
  options(): SignInOptions {
    return { google: this.config.google !== null };
  }

  @Post(ROUTES.registerAccount)
  @HttpCode(201)
  @ApiOperation({ summary: 'Đăng ký tài khoản (Gmail hoặc username), dùng thử 2 ngày; trùng email/username: 409 code USER_EXIST; chế độ Gmail khi chưa cấu hình Google: 422 code GMAIL_SIGN_IN_UNAVAILABLE' })
  async register(@Body() body: RegisterAccountRequest, @Req() request: Request): Promise<RegisterAccountResponse> {
    // A Gmail-mode account has no password: it could never sign in without Google sign-in.
    if (body.username === undefined && !this.config.google) {
      throw new UnprocessableEntityException({ statusCode: 422, code: 'GMAIL_SIGN_IN_UNAVAILABLE', message: REGISTER_MESSAGES.gmailUnavailable });
    }
    await this.throttle.registration(request.ip ?? 'unknown');
    await this.accounts.register(body, metadataFor(request, null));
    return { success: true, message: REGISTER_MESSAGES.success };
  }
}
