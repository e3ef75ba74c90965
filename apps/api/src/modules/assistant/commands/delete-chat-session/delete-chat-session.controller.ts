import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { chatIdParam, chatNotFound } from '../../assistant-http.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';
import { ChatSessionsWriter } from '../../chat-sessions.writer.js';

/** DELETE /api/aiChatHistory/{id} (spec 1 §7): the owner's, not while it is answering (409). */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class DeleteChatSessionController {
  constructor(
    private readonly writer: ChatSessionsWriter,
    private readonly sessions: ChatSessionsRepository,
  ) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa cuộc trò chuyện của chính mình; đang trả lời: 409; của người khác: 404.' })
  async remove(@Param('id', chatIdParam) sessionId: number, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ success: true }> {
    const row = await this.sessions.row(sessionId);
    if (!row || row.ownerId !== user.id) throw chatNotFound();
    await this.writer.write(sessionId, { type: 'DeleteChatSession', data: { sessionId, userId: user.id } }, metadataFor(request, user));
    return { success: true };
  }
}
