import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { contentIdParam } from '../../content-http.js';
import { ContentWriter } from '../../content-writer.js';

/** Spec 1 §7 "K9": DELETE /api/k9/{id}. */
@ApiTags('content')
@Controller('api/k9')
@AdminOnly()
export class DeleteContentController {
  constructor(private readonly writer: ContentWriter) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa một bản ghi (sự kiện ContentDeleted; lịch sử vẫn giữ trong audit)' })
  async remove(@Param('id') rawId: string, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<{ success: true; id: number }> {
    const id = contentIdParam(rawId);
    await this.writer.delete(id, { metadata: metadataFor(request, admin) });
    return { success: true, id };
  }
}
