import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UserClassRequest, type UserClassRecord } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { CreateUserClass } from './create-user-class.js';

/** User classes (access groups): spec 1 §7 / spec 2 §7.7. */
@ApiTags('identity')
@Controller('api/user-class')
@AdminOnly()
export class CreateUserClassController {
  constructor(private readonly createUserClass: CreateUserClass) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Tạo lớp người dùng' })
  async create(@Body() body: UserClassRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ success: true; data: UserClassRecord }> {
    return { success: true, data: await this.createUserClass.run(body.name, metadataFor(request, admin)) };
  }
}
