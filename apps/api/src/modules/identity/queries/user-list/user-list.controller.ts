import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserListResponse } from '@k9/contracts';
import { AdminOnly } from '../../guards/guards.js';
import { UsersRepository } from '../../users.repository.js';

/** The admin's user table (spec 1 §7, spec 3 §5). */
@ApiTags('identity')
@Controller('api/user')
@AdminOnly()
export class UserListController {
  constructor(private readonly users: UsersRepository) {}

  @Get()
  @ApiOperation({ summary: 'Danh sách người dùng (mới nhất trước), trong .result' })
  async list(): Promise<UserListResponse> {
    return { result: await this.users.list() };
  }
}
