import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RegenerateChatAnswerRequest, type ChatAnswerStartedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { chatIdParam, chatNotFound, refuseSystemMessage } from '../../assistant-http.js';
import { ChatAnswerStart } from '../../chat-answer-start.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';

/** A message id in a path: what the server makes (uuids) or a client put back in its history. */
const MESSAGE_ID = /^[\w-]{1,64}$/;

/**
 * Regenerate (issue 29 §5): another answer to a stored question, a sibling of the answers it has (the screen shows
 * '2/2'), made by one job like any answer; no user message is added.
 */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class RegenerateChatAnswerController {
  constructor(
    private readonly sessions: ChatSessionsRepository,
    private readonly answers: ChatAnswerStart,
  ) {}

  @Post(':id/messages/:questionId/answers')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Tạo lại câu trả lời cho một câu hỏi đã lưu trong cuộc trò chuyện của chính mình: { advisorKey?, dataStore? }; câu trả lời mới là nhánh anh em của các câu trả lời cũ. ' +
      'Đang trả lời: 409; câu hỏi không có: 404; hết lượt AI: 429. Trả 202 { runId, messageId (câu hỏi), answerId, data }.',
  })
  async regenerate(
    @Param('id', chatIdParam) sessionId: number,
    @Param('questionId') questionId: string,
    @Body() body: RegenerateChatAnswerRequest,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
  ): Promise<ChatAnswerStartedResponse> {
    refuseSystemMessage(body as unknown as Record<string, unknown>);
    const row = await this.sessions.row(sessionId);
    if (!row || row.ownerId !== user.id || !MESSAGE_ID.test(questionId)) throw chatNotFound();
    const { runId, answerId } = await this.answers.start(
      user,
      row,
      body,
      (answer) => ({ type: 'RegenerateAnswer', data: { sessionId, userId: user.id, questionId, ...answer } }),
      metadataFor(request, user),
    );
    const data = await this.sessions.view(sessionId);
    if (!data) throw chatNotFound();
    return { success: true, runId, messageId: questionId, answerId, data };
  }
}
