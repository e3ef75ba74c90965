import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChatSessionSummary } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { otherUsersChats } from '../../assistant-http.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';

/** GET /api/aiChatHistory/user/{email} (spec 1 §7): only the caller's own e-mail (or id, without e-mail); anyone else 403, admins included. */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class OwnChatSessionsController {
  constructor(private readonly sessions: ChatSessionsRepository) {}

  @Get('user/:email')
  @ApiOperation({ summary: 'Danh sách cuộc trò chuyện của chính mình, mới nhất trước. Chỉ e-mail của chính mình (hoặc id khi tài khoản không có e-mail); khác: 403, kể cả admin.' })
  async list(@Param('email') email: string, @CurrentUser() user: SessionUser): Promise<{ success: true; data: ChatSessionSummary[] }> {
    const own = user.email ? email.trim().toLowerCase() === user.email.toLowerCase() : email === user.id;
    if (!own) throw otherUsersChats();
    return { success: true, data: await this.sessions.ofOwner(user.id) };
  }
}
