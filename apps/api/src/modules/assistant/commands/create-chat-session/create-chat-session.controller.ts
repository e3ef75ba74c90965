import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CreateChatSessionRequest, type ChatSessionView } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { chatNotFound } from '../../assistant-http.js';
import { historyInput } from '../../chat-history-input.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';
import { ChatSessionsWriter } from '../../chat-sessions.writer.js';

/** POST /api/aiChatHistory (spec 1 §7): a new session of the caller ('Đã tạo chat mới!' on the screen). */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class CreateChatSessionController {
  constructor(
    private readonly writer: ChatSessionsWriter,
    private readonly sessions: ChatSessionsRepository,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Tạo cuộc trò chuyện mới của chính mình: { title?, advisorType?, model?, show?, chatHistory? } (userCreated là người đăng nhập). ' +
      'Tối đa 200 cuộc trò chuyện mỗi người (422). Trả { success, data: { id, ... } }.',
  })
  async create(@Body() body: CreateChatSessionRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ success: true; data: ChatSessionView }> {
    const history = historyInput(body.chatHistory);
    const metadata = metadataFor(request, user);
    const sessionId = await this.sessions.nextId();
    await this.writer.write(
      sessionId,
      {
        type: 'CreateChatSession',
        data: {
          sessionId,
          userId: user.id,
          userEmail: user.email,
          advisorType: body.advisorType ?? null,
          title: body.title?.trim() || 'Chat mới',
          model: body.model ?? null,
          show: body.show ?? true,
          ownedSessions: await this.sessions.countOf(user.id),
        },
      },
      metadata,
    );
    if (history.length) await this.writer.write(sessionId, { type: 'AppendChatHistory', data: { sessionId, userId: user.id, messages: history } }, metadata);
    const view = await this.sessions.view(sessionId);
    if (!view) throw chatNotFound();
    return { success: true, data: view };
  }
}
