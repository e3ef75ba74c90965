import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { RealtimePublisher } from '../../../platform/realtime/realtime.publisher.js';
import { UsersRepository } from '../../identity/users.repository.js';
import { QuizAttempts } from './quiz-attempts.js';
import { QuizAttemptsRepository } from './quiz-attempts.repository.js';
import { QuizSources } from './quiz-sources.js';

/**
 * What happens to an attempt after the request that made it: a grade (or a failed grading) reaches the learner's own
 * room as 'quiz.attempt.changed' with the whole record, read once the projection committed it; and at boot, essays
 * still waiting for a grade (their job was lost with Redis, or never enqueued) go to the grader again.
 */
@Injectable()
export class QuizLive implements OnApplicationBootstrap {
  private readonly logger = new Logger('Quiz');

  constructor(
    private readonly realtime: RealtimePublisher,
    private readonly users: UsersRepository,
    private readonly sources: QuizSources,
    private readonly repository: QuizAttemptsRepository,
    private readonly attempts: QuizAttempts,
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
    void this.sweep().catch((error: Error) => this.logger.warn(`Grading sweep: ${error.message}`));
  }

  async sweep(): Promise<void> {
    for (const row of await this.repository.pending()) {
      const user = await this.users.findById(row.user_id);
      const subject = user ? await this.sources.find(row.quiz_id, user) : null;
      if (!user || !subject || subject === 'restricted') continue;
      await this.attempts.dispatchGradings(user, subject, row.state, null);
    }
  }
}
