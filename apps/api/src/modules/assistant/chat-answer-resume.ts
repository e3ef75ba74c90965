import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { chatSessionDecider, chatSessionStreamId, fold, streamPages, type ChatSessionEvent, type EventStore } from '@k9/domain';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../platform/jobs/jobs.options.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { actorOf } from '../ai/ai-http.js';
import { viewerOf } from '../content/content-http.js';
import { UsersRepository } from '../identity/users.repository.js';
import { ChatSessionsRepository } from './chat-sessions.repository.js';
import { CHAT_AI_PURPOSE, ChatAnswerJob } from './jobs/chat-answer.job.js';

/**
 * Issue 29 §2: after an API restart an answer that was being made is asked again. A job of a new key (one more than
 * the runs it had) is enqueued for each answering session; the job marks the cut run superseded and answers under a
 * new run id, so one answer is stored. Instances that boot together enqueue the same key: one job.
 */
@Injectable()
export class ChatAnswerResume implements OnApplicationBootstrap {
  private readonly logger = new Logger('Assistant');

  constructor(
    private readonly sessions: ChatSessionsRepository,
    private readonly users: UsersRepository,
    private readonly jobs: JobsService,
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.options.runWorkers) return;
    void this.resume().catch((error: unknown) => this.logger.warn(`Resuming answers failed: ${(error as Error)?.message ?? String(error)}`));
  }

  async resume(): Promise<number> {
    let resumed = 0;
    for (const { id } of await this.sessions.answering()) {
      const events: ChatSessionEvent[] = [];
      for await (const page of streamPages<ChatSessionEvent>(this.events, chatSessionStreamId(id))) events.push(...page);
      const state = fold(chatSessionDecider, events);
      const running = state.answering;
      const owner = state.ownerId ? await this.users.findById(state.ownerId) : null;
      if (!running || !owner) continue;
      const started = events.find((event) => event.type === 'ChatAnswerStarted' && event.data.messageId === running.messageId);
      if (started?.type !== 'ChatAnswerStarted') continue;
      const runs = events.filter((event) => event.type === 'ChatAnswerSuperseded' && event.data.messageId === running.messageId).length;
      await this.jobs.enqueue(
        ChatAnswerJob,
        {
          requestId: running.runId,
          purpose: CHAT_AI_PURPOSE,
          actor: actorOf(owner),
          correlationId: `chat-${id}-${running.messageId}`,
          sessionId: id,
          ownerId: owner.id,
          answerId: running.messageId,
          advisorKey: started.data.advisor.key,
          sessionModel: (await this.sessions.row(id))?.model ?? null,
          dataStore: started.data.dataStore,
          reader: viewerOf(owner),
          attempt: runs + 1,
          calls: started.data.calls,
        },
        { ownerId: owner.id },
      );
      resumed++;
    }
    return resumed;
  }
}
