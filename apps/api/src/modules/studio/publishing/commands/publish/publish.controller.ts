import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { PublishGenerationRequest, type PublishResponse } from '@k9/contracts';
import { PUBLISHING_MESSAGES as M } from '@k9/domain';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationId } from '../../../generation/generation-id.js';
import { GenerationPublisher } from '../../generation-publisher.js';

/** Publish one history record (spec 1 §4 Publish): the owner admin only (another admin: 404). */
@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class PublishController {
  constructor(private readonly publisher: GenerationPublisher) {}

  @Post(':id/publish')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Duyệt: tạo câu hỏi và câu trả lời (html đã làm sạch, kèm hình ảnh và mô tả tiếng Việt) và đánh dấu is_create, một lần dù bấm hai lần hay gửi lại; ' +
      'recreate true: thay câu trả lời đã duyệt. Bản ghi đã xóa: 409, không ghi gì.',
  })
  async publish(@Param('id', generationId) id: number, @Body() body: PublishGenerationRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<PublishResponse> {
    const outcome = await this.publisher.publish(id, { id: user.id, email: user.email }, body.recreate === true, { ...metadataFor(request, user), approval: 'single' });
    return { success: true, changed: outcome.changed, message: M.published, questionId: outcome.questionId, data: outcome.record, question: outcome.question };
  }
}
