import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../guards/guards.js';
import type { SessionUser } from '../../session/session-user.js';
import { classId, UserClassWriter } from '../../user-class-writer.js';

@ApiTags('identity')
@Controller('api/user-class')
@AdminOnly()
export class DeleteUserClassController {
  constructor(private readonly writer: UserClassWriter) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa lớp người dùng (người dùng thuộc lớp này được gỡ khỏi lớp)' })
  async remove(@Param('id', classId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ success: true }> {
    await this.writer.write({ type: 'DeleteUserClass', data: { classId: id } }, metadataFor(request, admin));
    return { success: true };
  }
}
