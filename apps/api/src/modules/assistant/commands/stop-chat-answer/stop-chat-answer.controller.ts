import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { ChatSessionView } from '@k9/contracts';
import { AI_QUEUE } from '../../../../platform/ai/ai-job.js';
import { AiRunStreams } from '../../../../platform/ai/ai-run-streams.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { bullJobId } from '../../../../platform/jobs/job-registry.js';
import { JobsService } from '../../../../platform/jobs/jobs.service.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { chatIdParam, chatNotFound } from '../../assistant-http.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';
import { ChatSessionsWriter } from '../../chat-sessions.writer.js';
import { CHAT_ANSWER_JOB, chatAnswerJobKey } from '../../jobs/chat-answer.job.js';

/**
 * The close button on the session entry (spec 2 §4.11): the answer is stopped with what had streamed kept, then its
 * job is stopped through the jobs platform's one stop path (JobsService.cancel).
 */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class StopChatAnswerController {
  constructor(
    private readonly writer: ChatSessionsWriter,
    private readonly sessions: ChatSessionsRepository,
    private readonly streams: AiRunStreams,
    private readonly jobs: JobsService,
  ) {}

  @Post(':id/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dừng câu trả lời đang chạy của cuộc trò chuyện của chính mình (giữ phần đã stream); không có câu trả lời đang chạy: 409; của người khác: 404.' })
  async stop(@Param('id', chatIdParam) sessionId: number, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ success: true; data: ChatSessionView }> {
    const row = await this.sessions.row(sessionId);
    if (!row || row.ownerId !== user.id) throw chatNotFound();
    const running = row.answering;
    const partial = running ? ((await this.streams.replay(running.runId, 0))?.deltas.map((piece) => piece.delta).join('') ?? '') : '';
    await this.writer.write(sessionId, { type: 'StopAnswer', data: { sessionId, userId: user.id, partial, timestamp: new Date().toISOString() } }, metadataFor(request, user));
    if (running) {
      // Every job this answer may have (the first, and those asked again after restarts) is stopped.
      for (let attempt = 0; attempt < 3; attempt++) {
        await this.jobs.cancel(AI_QUEUE, bullJobId(CHAT_ANSWER_JOB, chatAnswerJobKey(sessionId, running.messageId, attempt))).catch(() => 'not-found');
      }
    }
    const data = await this.sessions.view(sessionId);
    if (!data) throw chatNotFound();
    return { success: true, data };
  }
}
