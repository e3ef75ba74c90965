import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { SendChatMessageRequest, type ChatAnswerStartedResponse } from '@k9/contracts';
import { messageProblem } from '@k9/domain';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { badChatRequest, chatIdParam, chatNotFound, refuseSystemMessage } from '../../assistant-http.js';
import { ChatAnswerStart } from '../../chat-answer-start.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';

/**
 * A learner sends (issue 29 §1-§2): the question is stored and one job answers it on the server. The answer streams
 * to the owner's tabs over /ws (ai.delta { runId, seq, delta }); the session is 'answering' until it ends.
 */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class SendChatMessageController {
  constructor(
    private readonly sessions: ChatSessionsRepository,
    private readonly answers: ChatAnswerStart,
  ) {}

  @Post(':id/messages')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Gửi câu hỏi trong cuộc trò chuyện của chính mình: { content (1-10.000 ký tự, không còn &&&), parentId? (null: sửa câu hỏi đầu; id một câu trả lời: rẽ nhánh), ' +
      'advisorKey?, dataStore? }. Không nhận system message (400). Advisor lạ hoặc mô hình chưa cấu hình: 422. Hết lượt AI hôm nay: 429 (pipeline n bước giữ n lượt). ' +
      'Trả 202 { runId, messageId, answerId, data }; câu trả lời stream qua /ws (ai.delta), xem lại bằng GET .../runs/{runId}?after=seq.',
  })
  async send(
    @Param('id', chatIdParam) sessionId: number,
    @Body() body: SendChatMessageRequest,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
  ): Promise<ChatAnswerStartedResponse> {
    refuseSystemMessage(body as unknown as Record<string, unknown>);
    const problem = messageProblem(body.content);
    if (problem) throw badChatRequest('CHAT_MESSAGE_INVALID', problem);
    const content = body.content as string;
    const row = await this.sessions.row(sessionId);
    if (!row || row.ownerId !== user.id) throw chatNotFound();
    const messageId = randomUUID();
    const { runId, answerId } = await this.answers.start(
      user,
      row,
      body,
      (answer) => ({ type: 'AskQuestion', data: { sessionId, userId: user.id, messageId, parentId: body.parentId, content, timestamp: new Date().toISOString(), ...answer } }),
      metadataFor(request, user),
    );
    const data = await this.sessions.view(sessionId);
    if (!data) throw chatNotFound();
    return { success: true, runId, messageId, answerId, data };
  }
}
