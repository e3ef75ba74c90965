import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import type { EventMetadata } from '@k9/domain';
import { AI_QUEUE } from '../../../platform/ai/ai-job.js';
import { bullJobId } from '../../../platform/jobs/job-registry.js';
import { JOBS_OPTIONS, type ResolvedJobsOptions } from '../../../platform/jobs/jobs.options.js';
import { REDIS_URL } from '../../../platform/platform.tokens.js';
import { RealtimePublisher } from '../../../platform/realtime/realtime.publisher.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { GRADE_ESSAY_JOB, gradeEssayRequestId } from './jobs/grade-essay.job.js';
import { QuizAttempts } from './quiz-attempts.js';
import type { AttemptRow } from './quiz-history-view.js';
import { QuizAttemptsRepository } from './quiz-attempts.repository.js';
import { QuizSources } from './quiz-sources.js';

/** How often every instance looks for gradings left pending without a job (a lost enqueue, Redis flushed, a crash). */
const SWEEP_EVERY_MS = 60_000;
const ENDED = new Set(['completed', 'failed', 'unknown']);

/**
 * What happens to an attempt after the request that made it: a grade (or a failed grading) reaches the learner's own
 * room as 'quiz.attempt.changed' with the whole record, read once the projection committed it; and at boot and every
 * minute, a grading still pending without a job goes to the grader again: no job at all, the same run is enqueued;
 * a job that ended without recording a result, a new run is asked (its id is new: an ended run's id is never reused).
 */
@Injectable()
export class QuizLive implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Quiz');
  private reader: Queue | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private closing = false;

  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly users: UsersRepository,
    private readonly sources: QuizSources,
    private readonly repository: QuizAttemptsRepository,
    private readonly attempts: QuizAttempts,
    @Inject(REDIS_URL) private readonly redisUrl: string,
    @Inject(JOBS_OPTIONS) private readonly options: ResolvedJobsOptions,
  ) {}

  changed(attempts: ReadonlyArray<{ userId: string; quizId: number }>): void {
    for (const { userId, quizId } of attempts) void this.push(userId, quizId).catch((error: Error) => this.logger.warn(`quiz.attempt.changed for ${userId}/${quizId}: ${error.message}`));
  }

  private async push(userId: string, quizId: number): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) return;
    const subject = await this.sources.find(quizId, user);
    if (!subject || subject === 'restricted') return;
    const record = await this.attempts.record(userId, subject);
    if (record) this.realtime.toUser(userId, 'quiz.attempt.changed', { quizId, history: subject.history, record });
  }

  onApplicationBootstrap(): void {
    this.sweepSoon(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    if (this.sweepTimer) clearTimeout(this.sweepTimer);
    await this.reader?.close().catch(() => undefined);
  }

  async sweep(): Promise<void> {
    for (const row of await this.repository.pending()) {
      if (this.closing) return;
      // One attempt's trouble (another instance sweeping it at the same moment) does not stop the others.
      await this.sweepAttempt(row).catch((error: unknown) => this.logger.warn(`Grading sweep of ${row.user_id}/${row.quiz_id}: ${(error as Error).message}`));
    }
  }

  private async sweepAttempt(row: AttemptRow): Promise<void> {
    const user = await this.users.findById(row.user_id);
    const subject = user ? await this.sources.find(row.quiz_id, user) : null;
    if (!user || !subject || subject === 'restricted') return;
    let state = row.state;
    for (const [key, grading] of Object.entries(row.state.gradings)) {
      const index = Number(key);
      const answer = row.state.essays[index];
      if (grading.state !== 'pending' || !answer) continue;
      const target = { userId: row.user_id, quizId: row.quiz_id, attempt: row.state.attempt, index, run: grading.run };
      const job = await this.queueReader().getJob(bullJobId(GRADE_ESSAY_JOB, gradeEssayRequestId(target, answer)));
      if (job && !ENDED.has(await job.getState())) continue;
      // Its job ended without a result (or a result is being stored right now: the decider then asks nothing).
      if (job) state = await this.attempts.execute({ type: 'RetryEssayGrading', data: target }, sweepMetadata(target));
    }
    // A missing job is enqueued again under its own id; a new run gets its first job.
    await this.attempts.dispatchGradings(row.user_id, subject, state, null, user);
  }

  private sweepSoon(delayMs: number): void {
    if (this.closing) return;
    this.sweepTimer = setTimeout(() => {
      this.sweep()
        .catch((error: unknown) => this.logger.warn(`Grading sweep: ${(error as Error).message}`))
        .finally(() => this.sweepSoon(SWEEP_EVERY_MS));
    }, delayMs);
    this.sweepTimer.unref();
  }

  private queueReader(): Queue {
    if (!this.reader) {
      this.reader = new Queue(AI_QUEUE, { connection: { url: this.redisUrl, maxRetriesPerRequest: 2 }, prefix: this.options.prefix });
      this.reader.on('error', () => undefined);
    }
    return this.reader;
  }
}

const sweepMetadata = (target: { userId: string; quizId: number; index: number; run: number }): EventMetadata => {
  const id = `quiz-grading-sweep.${target.userId}.${target.quizId}.${target.index}.${target.run}`;
  return { actorId: null, actorEmail: null, correlationId: id, causationId: id, occurredAt: new Date().toISOString() };
};
