import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UserFormRequest, type UserSaveResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AccountsService } from '../../accounts/accounts.service.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { savedUser } from '../../users-http.js';

/** The admin's user table (spec 1 §7, spec 3 §5): a new account. */
@ApiTags('identity')
@Controller('api/user')
@AdminOnly()
export class CreateUserController {
  constructor(private readonly accounts: AccountsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo người dùng; mật khẩu ban đầu trả về một lần, người dùng phải đổi khi đăng nhập' })
  async create(@Body() body: UserFormRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<UserSaveResponse> {
    return savedUser(await this.accounts.create(body, metadataFor(request, admin)));
  }
}
