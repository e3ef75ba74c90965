import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { REGISTER_MESSAGES, RegisterAccountRequest, ROUTES, type RegisterAccountResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { RegisterAccount } from './register-account.js';

@ApiTags('identity')
@Controller()
export class RegisterAccountController {
  constructor(private readonly registerAccount: RegisterAccount) {}

  @Post(ROUTES.registerAccount)
  @HttpCode(201)
  @ApiOperation({ summary: 'Đăng ký tài khoản (Gmail hoặc username), dùng thử 2 ngày; trùng email/username: 409 code USER_EXIST; chế độ Gmail khi chưa cấu hình Google: 422 code GMAIL_SIGN_IN_UNAVAILABLE' })
  async register(@Body() body: RegisterAccountRequest, @Req() request: Request): Promise<RegisterAccountResponse> {
    await this.registerAccount.run(body, request.ip ?? 'unknown', metadataFor(request, null));
    return { success: true, message: REGISTER_MESSAGES.success };
  }
}
