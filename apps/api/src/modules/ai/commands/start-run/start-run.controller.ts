import { randomUUID } from 'node:crypto';
import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { StartAiRunRequest, type AiRunStarted } from '@k9/contracts';
import { AI_QUEUE } from '../../../../platform/ai/ai-job.js';
import { AiRunStreams } from '../../../../platform/ai/ai-run-streams.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { JobsService } from '../../../../platform/jobs/jobs.service.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AiDefaults } from '../../ai-defaults.js';
import { actorOf } from '../../ai-http.js';
import { AiTextRunJob } from '../../jobs/ai-text-run.job.js';

/**
 * Streamed text as a job (admins; learner features start their own runs with prompts kept on the server). The answer
 * arrives over /ws as `ai.delta`; a client that reconnects asks here for what came after the last seq it has.
 */
@ApiTags('ai')
@Controller('api/ai/runs')
@AdminOnly()
export class StartRunController {
  constructor(
    private readonly jobs: JobsService,
    private readonly defaults: AiDefaults,
    private readonly streams: AiRunStreams,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Bắt đầu một lượt tạo văn bản có stream (một việc trong hàng đợi "ai"); runId tùy chọn để gửi lại không tạo hai lượt.' })
  async start(@Body() body: StartAiRunRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiRunStarted> {
    const runId = body.runId ?? randomUUID();
    // The screen reads the run as soon as this answers, often before the job has started: it must find it running.
    await this.streams.announce(runId, user.id);
    const jobId = await this.jobs.enqueue(
      AiTextRunJob,
      { requestId: runId, purpose: 'admin.text-run', actor: actorOf(user), correlationId: metadataFor(request, user).correlationId, model: body.model ?? (await this.defaults.model('chat')), system: body.system_message, prompt: body.prompt },
      { ownerId: user.id },
    );
    return { runId, jobId, queue: AI_QUEUE };
  }
}
