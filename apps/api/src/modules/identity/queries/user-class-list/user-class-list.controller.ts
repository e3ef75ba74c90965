import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserClassListResponse } from '@k9/contracts';
import { AdminOnly } from '../../guards/guards.js';
import { UsersRepository } from '../../users.repository.js';

/** User classes (access groups): spec 1 §7 / spec 2 §7.7. */
@ApiTags('identity')
@Controller('api/user-class')
@AdminOnly()
export class UserClassListController {
  constructor(private readonly users: UsersRepository) {}

  @Get()
  @ApiOperation({ summary: 'Danh sách lớp người dùng (id giảm dần), trong .result' })
  async list(): Promise<UserClassListResponse> {
    return { result: await this.users.classes() };
  }
}
