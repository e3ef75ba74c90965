import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ChatRunReplay } from '@k9/contracts';
import { AiRunStreams } from '../../../../platform/ai/ai-run-streams.js';
import { CurrentUser, SignedIn } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { chatIdParam, chatNotFound } from '../../assistant-http.js';
import { ChatSessionsRepository } from '../../chat-sessions.repository.js';

const RUN_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * What a reloaded or second tab missed of an answer (issue 29 §2): the deltas after `after`, from the gateway's run
 * streams. Only the session's owner; 'gone' when the run is past its replay window (the stored answer is in the session).
 */
@ApiTags('assistant')
@Controller('api/aiChatHistory')
@SignedIn()
export class ChatRunController {
  constructor(
    private readonly sessions: ChatSessionsRepository,
    private readonly streams: AiRunStreams,
  ) {}

  @Get(':id/runs/:runId')
  @ApiOperation({ summary: 'Các delta của câu trả lời sau seq `after` (tab tải lại hoặc tab thứ hai). Chỉ chủ cuộc trò chuyện; khác: 404.' })
  async read(@Param('id', chatIdParam) sessionId: number, @Param('runId') runId: string, @Query('after') rawAfter: string | undefined, @CurrentUser() user: SessionUser): Promise<ChatRunReplay> {
    const row = await this.sessions.row(sessionId);
    if (!row || row.ownerId !== user.id || !RUN_ID.test(runId)) throw chatNotFound();
    const after = Math.max(0, Number.parseInt(rawAfter ?? '0', 10) || 0);
    const replay = await this.streams.replay(runId, after);
    if (!replay) return { runId, state: 'gone', deltas: [], lastSeq: after };
    if (replay.ownerId !== user.id) throw chatNotFound();
    const state = replay.ended ? (replay.ended.outcome === 'ok' ? 'ok' : replay.ended.outcome) : 'running';
    return { runId, state, deltas: replay.deltas, lastSeq: replay.lastSeq };
  }
}
