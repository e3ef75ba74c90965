import { Controller, Get, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiRunView } from '@k9/contracts';
import { aiRunStreamId, streamPages, type AiRunEvent, type EventStore, type RecordedEvent } from '@k9/domain';
import { AiRunStreams } from '../../../../platform/ai/ai-run-streams.js';
import { EVENT_STORE } from '../../../../platform/event-store/event-store.token.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';

const RUN_NOT_FOUND = 'Không tìm thấy lượt tạo văn bản này.';
const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const notFound = () => new NotFoundException({ statusCode: 404, message: RUN_NOT_FOUND, code: 'AI_RUN_NOT_FOUND' });

/** A streamed text run as a client that reconnects reads it: what came after the last seq it has, and the result once ended. */
@ApiTags('ai')
@Controller('api/ai/runs')
@AdminOnly()
export class RunController {
  constructor(
    private readonly streams: AiRunStreams,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

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
