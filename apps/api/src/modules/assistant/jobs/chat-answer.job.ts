import { randomUUID } from 'node:crypto';
import { HttpException, Inject } from '@nestjs/common';
import {
  ASSISTANT_MESSAGES as M,
  chatSessionDecider,
  chatSessionStreamId,
  fold,
  generationErrorText,
  groundedPrompt,
  parseCitations,
  stepMessages,
  streamPages,
  type AnswerRetrieval,
  type AnswerStep,
  type ChatSessionCommand,
  type ChatSessionEvent,
  type ChatSessionState,
  type ChatTurn,
  type EventStore,
  type RetrievedChunk,
  type WebCitation,
} from '@k9/domain';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import { aiJobMetadata, AiJobHandler, type AiJobPayload } from '../../../platform/ai/ai-job.js';
import { AiRunStreams } from '../../../platform/ai/ai-run-streams.js';
import { AiCallError, type AiCallContext } from '../../../platform/ai/ai.types.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { Job, type JobContext } from '../../../platform/jobs/job.js';
import type { ContentViewer } from '../../content/content-sql.js';
import { LibraryIndex } from '../../library-index/library-index.js';
import { ChatAdvisors } from '../chat-advisors.js';
import { WebSearchAnswers } from '../web-search-answers.js';
import { CHAT_SESSION_PROJECTION } from '../projections/chat-session/chat-session.projection.js';

/** One answer of a chat session; `attempt` > 0 for an answer asked again after a restart (a new job of the same answer). */
export type ChatAnswerPayload = AiJobPayload & {
  sessionId: number;
  ownerId: string;
  answerId: string;
  advisorKey: string | null;
  sessionModel: string | null;
  dataStore: boolean;
  reader: ContentViewer;
  attempt: number;
  /** The provider calls the answer makes (a pipeline of n steps: n), reserved in `quota` when it was asked. */
  calls: number;
};

export const CHAT_AI_PURPOSE = 'assistant.chat';
export const CHAT_ANSWER_JOB = 'chat-answer';
export const chatAnswerJobKey = (sessionId: number, answerId: string, attempt: number) => `${sessionId}.${answerId}.${attempt}`;

/**
 * One answer made on the server (issue 29 §2): the steps in order (pipeline planner), the last one streamed to the
 * owner's tabs through the gateway's run streams (`ai.delta` { runId, seq, delta }), the answer stored by a command.
 * A run that had already begun (the API restarted mid-answer) is marked superseded and the answer asked again under a
 * new run id; a stop through JobsService.cancel leaves the stop route's event standing.
 */
@Job()
export class ChatAnswerJob extends AiJobHandler<ChatAnswerPayload> {
  readonly name = CHAT_ANSWER_JOB;

  constructor(
    private readonly gateway: AiGateway,
    private readonly streams: AiRunStreams,
    private readonly commands: CommandPath,
    private readonly advisors: ChatAdvisors,
    private readonly library: LibraryIndex,
    private readonly web: WebSearchAnswers,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {
    super();
  }

  override jobId(payload: ChatAnswerPayload): string {
    return chatAnswerJobKey(payload.sessionId, payload.answerId, payload.attempt);
  }

  /** Stopped before it began: none of the answer's reserved calls was made. */
  override async released(payload: ChatAnswerPayload): Promise<void> {
    await this.gateway.giveBack(payload.quota, payload.calls);
  }

  private async state(sessionId: number): Promise<{ state: ChatSessionState; events: ChatSessionEvent[] }> {
    const events: ChatSessionEvent[] = [];
    for await (const page of streamPages<ChatSessionEvent>(this.events, chatSessionStreamId(sessionId))) events.push(...page);
    return { state: fold(chatSessionDecider, events), events };
  }

  private apply(payload: ChatAnswerPayload, job: JobContext, command: ChatSessionCommand, extra: Record<string, unknown> = {}) {
    return this.commands.execute(new DeciderCommand(chatSessionDecider, chatSessionStreamId(payload.sessionId), command, aiJobMetadata(payload, job, extra)), [CHAT_SESSION_PROJECTION]);
  }

  protected async run(payload: ChatAnswerPayload, job: JobContext, ai: AiCallContext): Promise<void> {
    const { sessionId, ownerId, answerId } = payload;
    const { state } = await this.state(sessionId);
    // Finished, failed or stopped already (a repeated job): nothing to do.
    if (state.answering?.messageId !== answerId) {
      await this.gateway.giveBack(payload.quota, payload.calls);
      return;
    }
    let runId = state.answering.runId;
    if (payload.attempt > 0 || job.attempt > 1 || (await this.streams.replay(runId, 0))) {
      // The run began before (an API restart cut it): the partial one is superseded, the answer asked again.
      const newRunId = randomUUID();
      const wrote = await this.apply(payload, job, { type: 'SupersedeAnswer', data: { sessionId, userId: ownerId, messageId: answerId, runId, newRunId } });
      // Another run of this answer superseded it first: that one answers.
      if (wrote.position === null) return;
      runId = newRunId;
    }
    const content = state.messages.get(state.answering.parentId)?.content ?? '';
    const history = pathBefore(state, state.answering.parentId);
    await this.streams.begin(runId, ownerId);
    const writer = this.streams.writer(runId, ownerId, answerId);
    const steps: AnswerStep[] = [];
    const citations: WebCitation[] = [];
    let webSearchNote: string | null = null;
    let retrieval: AnswerRetrieval | null = null;
    let planned = payload.calls;
    try {
      const plan = await this.advisors.plan(payload.advisorKey, payload.sessionModel, payload.reader.isAdmin);
      planned = plan.steps.length;
      let retrieved: RetrievedChunk[] = [];
      if (payload.dataStore) {
        const found = await this.search(payload, content);
        retrieved = found.chunks;
        retrieval = { sources: [], unused: [], totalFound: found.totalFound, searchMethod: found.searchMethod, noRelevantInfo: retrieved.length === 0 };
      }
      const asked = payload.dataStore ? groundedPrompt(content, retrieved) : content;
      let previous: string | null = null;
      for (const [index, step] of plan.steps.entries()) {
        const messages = stepMessages(index, asked, history, previous);
        const request = { model: step.model, system: step.systemMessage || undefined, messages };
        const last = index === plan.steps.length - 1;
        const { result, ...web } = await this.web.answer(request, ai, step.enableWebsearch, last ? (delta) => writer.push(delta) : undefined);
        citations.push(...web.citations);
        webSearchNote ??= web.webSearchNote;
        steps.push({ id: step.id, name: step.name, model: result.model, output: result.text, callId: result.callId });
        previous = result.text;
      }
      await writer.flush();
      const answer = previous ?? '';
      if (retrieval) {
        const cited = parseCitations(answer, retrieved);
        retrieval = { ...retrieval, sources: cited.sources, unused: cited.unused };
      }
      const lastCall = steps.at(-1)?.callId ?? null;
      await this.apply(
        payload,
        job,
        {
          type: 'CompleteAnswer',
          data: { sessionId, userId: ownerId, messageId: answerId, runId, content: answer, timestamp: new Date().toISOString(), steps, retrieval, ...(citations.length ? { citations } : {}), webSearchNote },
        },
        { model: steps.at(-1)?.model, callId: lastCall },
      );
      await this.streams.end({ runId, lastSeq: writer.lastSeq(), outcome: 'ok', text: answer, callId: lastCall }, ownerId);
    } catch (error) {
      await writer.flush().catch(() => undefined);
      // The steps not reached will make no call.
      await this.gateway.giveBack(payload.quota, Math.max(0, Math.min(planned, payload.calls) - steps.length - 1)).catch(() => undefined);
      const after = (await this.state(sessionId)).state;
      if (after.answering?.runId !== runId) {
        // Stopped by its owner (the stop route stored the partial answer): the run ends as stopped.
        await this.streams.end({ runId, lastSeq: writer.lastSeq(), outcome: 'stopped', callId: null }, ownerId);
        return;
      }
      if (job.signal.aborted) throw error; // The API is shutting down: the answer is asked again when it is back.
      const reason = error instanceof AiCallError ? generationErrorText(error.kind, error.text) : error instanceof HttpException ? JSON.stringify(error.getResponse()) : String((error as Error)?.message ?? error);
      const callId = error instanceof AiCallError ? error.callId : null;
      await this.apply(payload, job, { type: 'FailAnswer', data: { sessionId, userId: ownerId, messageId: answerId, runId, reason, timestamp: new Date().toISOString(), callId } });
      // The provider's text stays with the event and the ledger; the owner's tabs get the spec's message.
      await this.streams.end({ runId, lastSeq: writer.lastSeq(), outcome: 'error', error: M.sendFailed, callId }, ownerId);
    }
  }

  /** The data store search as the learner: what they cannot read never comes back (the port applies their rule). */
  private async search(payload: ChatAnswerPayload, question: string): Promise<{ chunks: RetrievedChunk[]; totalFound: number; searchMethod: string | null }> {
    try {
      const q = Array.from(question).slice(0, 500).join('');
      const found = await this.library.search(payload.reader, { q }, payload.actor);
      return { chunks: found.results.map((hit) => ({ sourceId: hit.sourceId, table: hit.table, chunkText: hit.chunkText, similarity: hit.similarity })), totalFound: found.totalFound, searchMethod: found.searchMethod };
    } catch {
      // Spec 2 §8.6: a failed search goes on without context, with the no-relevant-info notice.
      return { chunks: [], totalFound: 0, searchMethod: null };
    }
  }
}

/** The conversation up to (not including) the question: its ancestors, oldest first. */
function pathBefore(state: ChatSessionState, questionId: string): ChatTurn[] {
  const turns: ChatTurn[] = [];
  let id = state.messages.get(questionId)?.parentId ?? null;
  while (id) {
    const message = state.messages.get(id);
    if (!message) break;
    turns.unshift({ role: message.role, content: message.content });
    id = message.parentId;
  }
  return turns;
}
