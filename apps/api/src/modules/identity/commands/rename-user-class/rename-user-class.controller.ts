import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UserClassRequest, type UserClassRecord } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { classId } from '../../user-class-writer.js';
import { RenameUserClass } from './rename-user-class.js';

@ApiTags('identity')
@Controller('api/user-class')
@AdminOnly()
export class RenameUserClassController {
  constructor(private readonly renameUserClass: RenameUserClass) {}

  @Put(':id')
  @ApiOperation({ summary: 'Đổi tên lớp người dùng' })
  async rename(@Param('id', classId) id: number, @Body() body: UserClassRequest, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ success: true; data: UserClassRecord }> {
    return { success: true, data: await this.renameUserClass.run(id, body.name, metadataFor(request, admin)) };
  }
}
