import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChatSessionView } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { chatIdParam, chatNotFound } from '../../assistant-http.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';

/** GET /api/aiChatHistory/{id} (spec 1 §7): the owner's session with every message (each names its parent). */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class ChatSessionController {
  constructor(private readonly sessions: ChatSessionsRepository) {}

  @Get(':id')
  @ApiOperation({ summary: 'Một cuộc trò chuyện của chính mình: chatHistory (mọi nhánh, mỗi tin nhắn có id và parentId), advisorType, answering. Của người khác: 404.' })
  async read(@Param('id', chatIdParam) sessionId: number, @CurrentUser() user: SessionUser): Promise<{ success: true; data: ChatSessionView }> {
    const view = await this.sessions.view(sessionId);
    const row = view ? await this.sessions.row(sessionId) : null;
    if (!view || !row || row.ownerId !== user.id) throw chatNotFound();
    return { success: true, data: view };
  }
}
