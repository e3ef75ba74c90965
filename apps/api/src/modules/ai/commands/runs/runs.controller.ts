import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { StartAiRunRequest, type AiRunStarted, type AiRunView } from '@k9/contracts';
import { aiRunStreamId, streamPages, type AiRunEvent, type EventStore, type RecordedEvent } from '@k9/domain';
import { AI_QUEUE } from '../../../../platform/ai/ai-job.js';
import { AiRunStreams } from '../../../../platform/ai/ai-run-streams.js';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { metadataFor } from '../../../../platform/http/request-metadata.js';
import { JobsService } from '../../../../platform/jobs/jobs.service.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AiDefaults } from '../../ai-defaults.js';
import { actorOf } from '../../ai-http.js';
import { AiTextRunJob } from '../../jobs/ai-text-run.job.js';

const RUN_NOT_FOUND = 'Không tìm thấy lượt tạo văn bản này.';
const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = () => new NotFoundException({ statusCode: 404, message: RUN_NOT_FOUND, code: 'AI_RUN_NOT_FOUND' });

/**
 * Streamed text as a job (admins; learner features start their own runs with prompts kept on the server). The answer
 * arrives over /ws as `ai.delta`; a client that reconnects asks here for what came after the last seq it has.
 */
@ApiTags('ai')
@Controller('api/ai/runs')
@AdminOnly()
export class RunsController {
  constructor(
    private readonly jobs: JobsService,
    private readonly streams: AiRunStreams,
    private readonly defaults: AiDefaults,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Bắt đầu một lượt tạo văn bản có stream (một việc trong hàng đợi "ai"); runId tùy chọn để gửi lại không tạo hai lượt.' })
  async start(@Body() body: StartAiRunRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiRunStarted> {
    const runId = body.runId ?? randomUUID();
    const jobId = await this.jobs.enqueue(
      AiTextRunJob,
      { requestId: runId, purpose: 'admin.text-run', actor: actorOf(user), correlationId: metadataFor(request, user).correlationId, model: body.model ?? (await this.defaults.model('chat')), system: body.system_message, prompt: body.prompt },
      { ownerId: user.id },
    );
    return { runId, jobId, queue: AI_QUEUE };
  }

  @Get(':runId')
  @ApiOperation({ summary: 'Những gì một client đã lỡ: các delta sau seq `after`, và kết quả khi đã xong.' })
  async read(@Param('runId') runId: string, @Query('after') rawAfter: string | undefined, @CurrentUser() user: SessionUser): Promise<AiRunView> {
    if (!RUN_ID.test(runId)) throw notFound();
    const after = Math.max(0, Number.parseInt(rawAfter ?? '0', 10) || 0);
    const replay = await this.streams.replay(runId, after);
    if (replay) {
      if (replay.ownerId !== user.id && !user.isAdmin) throw notFound();
      const ended = replay.ended;
      return {
        runId,
        state: ended ? (ended.outcome === 'ok' ? 'ok' : ended.outcome === 'stopped' ? 'stopped' : 'error') : 'running',
        deltas: replay.deltas,
        lastSeq: replay.lastSeq,
        text: ended?.text ?? null,
        error: ended?.error ?? null,
        callId: ended?.callId ?? null,
      };
    }
    // Past the replay window: the run's own stream still has the result.
    let last: RecordedEvent<AiRunEvent> | undefined;
    for await (const page of streamPages<AiRunEvent>(this.events, aiRunStreamId(runId))) last = page.at(-1);
    if (!last || (last.metadata.actorId !== user.id && !user.isAdmin)) throw notFound();
    if (last.type === 'AiRunCompleted') return { runId, state: 'ok', deltas: [], lastSeq: 0, text: last.data.text, error: null, callId: last.data.callId };
    return { runId, state: last.data.stopped ? 'stopped' : 'error', deltas: [], lastSeq: 0, text: null, error: last.data.error, callId: last.data.callId };
  }
}

