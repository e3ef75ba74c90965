import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import type { QuizHistoryRecord, QuizHistoryResponse, QuizHistorySave } from '@k9/contracts';
import {
  assertAllAnswered,
  foldStream,
  parseAnswers,
  QUIZ_MESSAGES as M,
  quizAttemptDecider,
  quizAttemptStreamId,
  type CommandResult,
  type EventMetadata,
  type EventStore,
  type QuizAttemptCommand,
  type QuizAttemptEvent,
  type QuizAttemptState,
} from '@k9/domain';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { metadataFor } from '../../../platform/http/request-metadata.js';
import { JobsService } from '../../../platform/jobs/jobs.service.js';
import { contentRestricted } from '../../content/content-http.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { AiGateway } from '../../../platform/ai/ai-gateway.js';
import type { AiQuotaTicket } from '../../../platform/ai/ai-ports.js';
import type { AiActor } from '../../../platform/ai/ai.types.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';
import { GradeEssayJob, gradeEssayRequestId } from './jobs/grade-essay.job.js';
import { QUIZ_ATTEMPT_PROJECTION } from './quiz-names.js';
import { asBadInput, assertOwnHistory, quizBadRequest, quizIdOf, quizNotFound } from './quiz-http.js';
import { historyRecordOf } from './quiz-history-view.js';
import { QuizAttemptsRepository } from './quiz-attempts.repository.js';
import { QuizSources, type QuizSubject } from './quiz-sources.js';

export type HistoryKind = 'case' | 'question';
/** Who asked for a grading (the ledger's actor and the AI limits'). */
export type GradingActor = Pick<SessionUser, 'id' | 'email' | 'isAdmin' | 'classIds'>;
/** The unit a grading request reserved for the essay it asked for (null: the caller is not limited). */
type ReservedGrading = { index: number; quota: AiQuotaTicket | null };

const aiActorOf = (actor: GradingActor): AiActor => ({ id: actor.id, email: actor.email, isAdmin: actor.isAdmin, classIds: actor.classIds.map(String) });

const respond = (record: QuizHistoryRecord | null): QuizHistoryResponse => (record ? { ...record, data: record } : { data: null });

/**
 * Quiz attempts over HTTP (spec 2 §7.1, §7.11): the quiz is read on the server (access as the item's own read), the
 * answers checked against it, the score computed by the domain; whatever score or grading the client sends is
 * ignored. Essays waiting for a grade go to the grading job (one job per essay and request).
 */
@Injectable()
export class QuizAttempts {
  private readonly logger = new Logger('Quiz');

  constructor(
    private readonly sources: QuizSources,
    private readonly repository: QuizAttemptsRepository,
    private readonly commands: CommandPath,
    private readonly jobs: JobsService,
    private readonly gateway: AiGateway,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** The quiz behind an id, as the caller may see it: 404 unknown or without a quiz, 403 restricted, 400 wrong history. */
  async subject(quizId: number, user: SessionUser, kind?: HistoryKind): Promise<QuizSubject> {
    const found = await this.sources.find(quizId, user);
    if (found === null) throw quizNotFound();
    if (found === 'restricted') throw contentRestricted();
    if (kind && found.history !== kind) throw quizBadRequest('WRONG_QUIZ_HISTORY', kind === 'case' ? M.notCaseQuiz : M.notQuestionQuiz);
    return found;
  }

  async read(user: SessionUser, userId: string, quizId: number, kind: HistoryKind): Promise<QuizHistoryResponse> {
    assertOwnHistory(userId, user, 'read');
    const subject = await this.subject(quizId, user, kind);
    return respond(await this.record(userId, subject));
  }

  /** POST (first save) and PUT (later saves) do the same: a draft, or the submit when status is 'complete'. */
  async save(user: SessionUser, body: QuizHistorySave, kind: HistoryKind, request: Request, method: 'POST' | 'PUT'): Promise<QuizHistoryResponse> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw quizBadRequest('INVALID_QUIZ_ANSWER', M.answersInvalid);
    assertOwnHistory(body.user_id, user, 'write');
    const quizId = quizIdOf(kind === 'case' ? body.case_id : body.question_id);
    if (body.status !== undefined && body.status !== null && body.status !== 'complete' && body.status !== '') throw quizBadRequest('INVALID_QUIZ_STATUS', M.invalidStatus);
    if (method === 'PUT' && (typeof body.id !== 'string' || !body.id)) throw quizBadRequest('HISTORY_ID_REQUIRED', M.historyMismatch);
    const subject = await this.subject(quizId, user, kind);
    const { selected, essays } = asBadInput(() => parseAnswers(subject.quiz, body.selectedAnswers, body.essayAnswers));
    const submit = body.status === 'complete';
    if (submit) asBadInput(() => assertAllAnswered(subject.quiz, selected));
    const existing = await this.repository.row(user.id, quizId);
    if (method === 'PUT' && !existing) throw new NotFoundException({ statusCode: 404, code: 'QUIZ_HISTORY_NOT_FOUND', message: M.historyNotFound });
    if (body.id !== undefined && existing && body.id !== existing.history_id) throw quizBadRequest('HISTORY_MISMATCH', M.historyMismatch);
    const common = { userId: user.id, quizId, historyId: existing?.history_id ?? randomUUID(), userEmail: user.email, quiz: subject.quiz, subject: this.info(subject), selected, essays };
    const command: QuizAttemptCommand = submit ? { type: 'SubmitQuiz', data: common } : { type: 'SaveQuizAnswers', data: common };
    const state = await this.run(command, user, request);
    await this.dispatchGradings(user.id, subject, state, request, user);
    return respond(await this.record(user.id, subject));
  }

  async redo(user: SessionUser, quizId: number, request: Request): Promise<QuizHistoryResponse> {
    const subject = await this.subject(quizId, user);
    await this.run({ type: 'RedoQuiz', data: { userId: user.id, quizId } }, user, request);
    return respond(await this.record(user.id, subject));
  }

  /** Grade one essay now: before the submit the answer sent is saved first (as a draft); after it, the stored answer is graded again. */
  async gradeEssay(user: SessionUser, quizId: number, index: number, answer: unknown, request: Request): Promise<QuizHistoryResponse> {
    const subject = await this.subject(quizId, user);
    if (index >= subject.quiz.questionEssay.length) throw quizBadRequest('INVALID_QUIZ_ANSWER', M.unknownEssay(index));
    if (answer !== undefined && (typeof answer !== 'string' || !answer.trim())) throw quizBadRequest('EMPTY_ESSAY', M.emptyEssay);
    const row = await this.repository.row(user.id, quizId);
    if (row?.state.phase === 'submitted' && answer !== undefined && answer !== row.state.essays[index]) throw new ConflictException({ statusCode: 409, code: 'QUIZ_ALREADY_SUBMITTED', message: M.alreadySubmitted });
    let state: QuizAttemptState | null = null;
    if (row?.state.phase !== 'submitted' && answer !== undefined) {
      const essays = asBadInput(() => parseAnswers(subject.quiz, null, { ...(row?.state.essays ?? {}), [index]: answer }).essays);
      state = await this.run(
        {
          type: 'SaveQuizAnswers',
          data: { userId: user.id, quizId, historyId: row?.history_id ?? randomUUID(), userEmail: user.email, quiz: subject.quiz, subject: this.info(subject), selected: row?.state.selected ?? {}, essays, onlyEssay: index },
        },
        user,
        request,
      );
    }
    const command: QuizAttemptCommand = { type: 'RequestEssayGrading', data: { userId: user.id, quizId, index } };
    // Issue 23 §2.4: the grading's AI call is reserved now, so parallel requests over the daily limit get the 429 here,
    // before anything is stored or queued. Decided first on the attempt as stored: a graded answer's refusal (409, no
    // re-roll) comes before the limit's, and an essay already waiting for its grade reserves nothing.
    state ??= (await foldStream(this.store, quizAttemptDecider, quizAttemptStreamId(user.id, quizId))).state;
    const quota = quizAttemptDecider.decide(command, state).length > 0 ? await this.gateway.reserve(aiActorOf(user), 1) : undefined;
    let result: CommandResult<QuizAttemptEvent, QuizAttemptState>;
    try {
      result = await this.write(command, metadataFor(request, user));
    } catch (error) {
      await this.gateway.giveBack(quota, 1);
      throw error;
    }
    // Asked meanwhile by another request (a double click): this one's unit goes back, and the request that wrote the
    // grading hands it to the grader with its unit (were this one to enqueue it first, without a unit, the job would
    // reserve another at its call). A grading whose writer died before enqueueing it is the sweep's.
    if (result.position === null) await this.gateway.giveBack(quota, 1);
    else await this.dispatchGradings(user.id, subject, result.state, request, user, quota !== undefined ? { index, quota } : undefined);
    return respond(await this.record(user.id, subject));
  }

  /** The record with its review (the answers, once submitted); null when the learner never saved this quiz. */
  async record(userId: string, subject: QuizSubject): Promise<QuizHistoryRecord | null> {
    const row = await this.repository.row(userId, subject.id);
    return row ? historyRecordOf(row, subject.quiz) : null;
  }

  /**
   * Hands every essay waiting for its grade to the grader; the job id makes a repeat a no-op. A failure here loses
   * nothing (the sweep retries). `actor` is who asked (the learner, or the admin of a regrade): the ledger names them.
   * `reserved`: the unit a grading request reserved, carried by that essay's job; the other jobs (a submit's, the
   * sweep's) reserve when they call the provider.
   */
  async dispatchGradings(ownerId: string, subject: QuizSubject, state: QuizAttemptState, request: Request | null, actor: GradingActor, reserved?: ReservedGrading): Promise<void> {
    for (const [key, grading] of Object.entries(state.gradings)) {
      if (grading.state !== 'pending') continue;
      const index = Number(key);
      const question = subject.quiz.questionEssay[index];
      const answer = state.essays[index];
      if (!question || !answer) continue;
      const target = { userId: ownerId, quizId: subject.id, attempt: state.attempt, index, run: grading.run };
      const requestId = gradeEssayRequestId(target, answer);
      const quota = reserved?.index === index ? reserved.quota : undefined;
      try {
        await this.jobs.enqueue(
          GradeEssayJob,
          {
            ...target,
            requestId,
            purpose: 'quiz.grade-essay',
            actor: aiActorOf(actor),
            correlationId: request ? metadataFor(request, null).correlationId : requestId,
            question,
            ...(quota !== undefined ? { quota } : {}),
          },
          { ownerId },
        );
      } catch (error) {
        // The sweep enqueues it again without the ticket (its call then reserves): the unit held for it goes back.
        await this.gateway.giveBack(quota, 1).catch(() => undefined);
        this.logger.warn(`Essay ${index} of quiz ${subject.id} waits for the next sweep: ${(error as Error).message}`);
      }
    }
  }

  private info(subject: QuizSubject) {
    return { history: subject.history, questionType: subject.contentType, questionName: subject.title };
  }

  /** A command on the attempt's own stream (`command.data.userId`'s), its metadata naming the caller (learner or admin). */
  async run(command: QuizAttemptCommand, user: SessionUser, request: Request): Promise<QuizAttemptState> {
    return this.execute(command, metadataFor(request, user));
  }

  async execute(command: QuizAttemptCommand, metadata: EventMetadata): Promise<QuizAttemptState> {
    return (await this.write(command, metadata)).state;
  }

  private write(command: QuizAttemptCommand, metadata: EventMetadata): Promise<CommandResult<QuizAttemptEvent, QuizAttemptState>> {
    return this.commands.execute(new DeciderCommand(quizAttemptDecider, quizAttemptStreamId(command.data.userId, command.data.quizId), command, metadata), [QUIZ_ATTEMPT_PROJECTION]);
  }
}
