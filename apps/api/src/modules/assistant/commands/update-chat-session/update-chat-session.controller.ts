import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UpdateChatSessionRequest, type ChatSessionView } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { chatIdParam, chatNotFound } from '../../assistant-http.js';
import { historyInput } from '../../chat-history-input.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';
import { ChatSessionsWriter } from '../../chat-sessions.writer.js';

/** PUT /api/aiChatHistory (spec 1 §7): title and show; messages that extend the stored history are appended. */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class UpdateChatSessionController {
  constructor(
    private readonly writer: ChatSessionsWriter,
    private readonly sessions: ChatSessionsRepository,
  ) {}

  @Put()
  @ApiOperation({
    summary:
      'Sửa cuộc trò chuyện của chính mình: { id, title?, show?, chatHistory? }. Tin nhắn nối tiếp lịch sử đã lưu được thêm vào; ' +
      'sửa một tin nhắn đã lưu: 409 (hãy sửa và gửi lại để tạo nhánh). Cuộc trò chuyện của người khác: 404.',
  })
  async update(@Body() body: UpdateChatSessionRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ success: true; data: ChatSessionView }> {
    const sessionId = chatIdParam.transform(String(body.id ?? ''), { type: 'body' });
    const history = body.chatHistory === undefined ? null : historyInput(body.chatHistory);
    const row = await this.sessions.row(sessionId);
    if (!row || row.ownerId !== user.id) throw chatNotFound();
    const metadata = metadataFor(request, user);
    await this.writer.write(sessionId, { type: 'UpdateChatSession', data: { sessionId, userId: user.id, title: body.title, show: body.show } }, metadata);
    if (history) await this.writer.write(sessionId, { type: 'AppendChatHistory', data: { sessionId, userId: user.id, messages: history } }, metadata);
    const view = await this.sessions.view(sessionId);
    if (!view) throw chatNotFound();
    return { success: true, data: view };
  }
}
