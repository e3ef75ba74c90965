import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ROUTES, type SignInOptions } from '@k9/contracts';
import { AppConfig } from '../../../../config/app-config.js';

@ApiTags('identity')
@Controller()
export class SignInOptionsController {
  constructor(private readonly config: AppConfig) {}

  @Get(ROUTES.signInOptions)
  @ApiOperation({ summary: 'Các cách đăng nhập máy chủ này hỗ trợ: google = false khi chưa cấu hình đăng nhập Google (khi đó không nhận đăng ký bằng Gmail)' })
  options(): SignInOptions {
    return { google: this.config.google !== null };
  }
}
