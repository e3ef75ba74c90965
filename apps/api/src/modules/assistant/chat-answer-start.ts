import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AnswerAdvisor, ChatSessionCommand, EventMetadata } from '@k9/domain';
import { AiGateway } from '../../platform/ai/ai-gateway.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { actorOf } from '../ai/ai-http.js';
import { viewerOf } from '../content/content-http.js';
import type { SessionUser } from '../identity/session/session-user.js';
import { ChatAdvisors } from './chat-advisors.js';
import { ChatSessionsWriter } from './chat-sessions.writer.js';
import type { ChatSessionRow } from './chat-sessions.repository.js';
import { CHAT_AI_PURPOSE, ChatAnswerJob } from './jobs/chat-answer.job.js';

/** What the command that starts an answer needs beyond the session: the new answer's and run's ids, the advisor, its calls. */
export type AnswerStart = { answerId: string; runId: string; advisor: AnswerAdvisor; dataStore: boolean; calls: number };

/**
 * Starts one answer of a session (issue 29 §2), for a new question and for a regenerated answer alike: the advisor's
 * plan (422 for an unknown advisor or model), every call reserved (429 before anything is stored), the command that
 * makes the session 'answering' (the quota given back when it is refused), then the one job that answers.
 */
@Injectable()
export class ChatAnswerStart {
  constructor(
    private readonly writer: ChatSessionsWriter,
    private readonly advisors: ChatAdvisors,
    private readonly gateway: AiGateway,
    private readonly jobs: JobsService,
  ) {}

  async start(
    user: SessionUser,
    row: ChatSessionRow,
    options: { advisorKey?: string; dataStore?: boolean },
    command: (start: AnswerStart) => ChatSessionCommand,
    metadata: EventMetadata,
  ): Promise<{ runId: string; answerId: string }> {
    const sessionId = row.id;
    const plan = await this.advisors.plan(options.advisorKey ?? row.advisor_type, row.model, user.isAdmin);
    const calls = plan.steps.length;
    const actor = actorOf(user);
    const quota = await this.gateway.reserve(actor, calls);
    const answerId = randomUUID();
    const runId = randomUUID();
    const { advisor } = plan;
    const dataStore = options.dataStore === true;
    try {
      const answering = { key: advisor.key, name: advisor.name, isPipeline: advisor.isPipeline, enableWebsearch: advisor.enableWebsearch };
      await this.writer.write(sessionId, command({ answerId, runId, advisor: answering, dataStore, calls }), metadata);
    } catch (error) {
      await this.gateway.giveBack(quota, calls);
      throw error;
    }
    await this.jobs.enqueue(
      ChatAnswerJob,
      {
        requestId: runId,
        purpose: CHAT_AI_PURPOSE,
        actor,
        correlationId: metadata.correlationId,
        quota,
        sessionId,
        ownerId: user.id,
        answerId,
        advisorKey: advisor.key,
        sessionModel: row.model,
        dataStore,
        reader: viewerOf(user),
        attempt: 0,
        calls,
      },
      { ownerId: user.id },
    );
    return { runId, answerId };
  }
}
