import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { REGISTER_MESSAGES, RegisterAccountRequest, ROUTES, type RegisterAccountResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { LoginThrottle } from '../../throttle/login-throttle.js';

@ApiTags('identity')
@Controller()
export class RegisterAccountController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly throttle: LoginThrottle,
  ) {}

  @Post(ROUTES.registerAccount)
  @HttpCode(201)
  @ApiOperation({ summary: 'Đăng ký tài khoản (Gmail hoặc username), dùng thử 2 ngày; trùng email/username: 409 code USER_EXIST' })
  async register(@Body() body: RegisterAccountRequest, @Req() request: Request): Promise<RegisterAccountResponse> {
    await this.throttle.registration(request.ip ?? 'unknown');
    await this.accounts.register(body, metadataFor(request, null));
    return { success: true, message: REGISTER_MESSAGES.success };
  }
}
