import { Injectable, NotFoundException } from '@nestjs/common';
import type { Request } from 'express';
import type { QuizGradeReviewItem, QuizHistoryResponse } from '@k9/contracts';
import { isProvisional, QUIZ_MESSAGES as M, type QuizAttemptCommand } from '@k9/domain';
import type { SessionUser } from '../../../identity/session/session-user.js';
import type { AttemptRow } from '../quiz-history-view.js';
import { QuizAttempts } from '../quiz-attempts.js';
import { QuizAttemptsRepository } from '../quiz-attempts.repository.js';
import { QuizSources, type QuizSubject } from '../quiz-sources.js';

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();
const reviewNotFound = () => new NotFoundException({ statusCode: 404, code: 'QUIZ_REVIEW_NOT_FOUND', message: M.reviewNotFound });

/**
 * The teachers' side of essay grading (issue 23 §2): the grades held for review, an admin's confirmation or change,
 * and an admin's regrade of any essay. Every command runs with the admin's metadata and names the admin in its event.
 */
@Injectable()
export class QuizReviews {
  constructor(
    private readonly repository: QuizAttemptsRepository,
    private readonly sources: QuizSources,
    private readonly attempts: QuizAttempts,
  ) {}

  async list(admin: SessionUser): Promise<QuizGradeReviewItem[]> {
    const items: QuizGradeReviewItem[] = [];
    for (const row of await this.repository.awaitingReview()) {
      const found = await this.sources.find(row.quiz_id, admin);
      const quiz = found && found !== 'restricted' ? found.quiz : null;
      for (const [key, grading] of Object.entries(row.state.gradings)) {
        const grade = grading.grade;
        if (grading.state !== 'graded' || !grade || !isProvisional(grade)) continue;
        const index = Number(key);
        items.push({
          attemptId: row.history_id,
          userId: row.user_id,
          userEmail: row.user_email,
          quizId: row.quiz_id,
          questionName: row.question_name,
          questionType: row.question_type,
          attempt: row.state.attempt,
          submitted: row.state.phase === 'submitted',
          index,
          question: quiz?.questionEssay[index]?.question ?? '',
          answer: row.state.essays[index] ?? '',
          grade: grade.grade,
          comment: grade.comment,
          reasons: [...(grade.flags ?? [])],
          model: grade.model,
          callId: grade.callId,
          updatedAt: iso(row.updated_at),
        });
      }
    }
    return items;
  }

  /** Confirm (no grade, or the grader's own) or change (another integer 1-10) a flagged grade. */
  async review(admin: SessionUser, attemptId: string, index: number, grade: number | null, request: Request): Promise<QuizHistoryResponse> {
    const { row, subject } = await this.target(admin, attemptId);
    await this.attempts.run({ type: 'ReviewEssayGrade', data: { userId: row.user_id, quizId: row.quiz_id, adminId: admin.id, adminEmail: admin.email, index, grade } }, admin, request);
    return this.answer(row, subject);
  }

  /** Grade an essay of the learner's current attempt again, whatever its state; the ledger names the admin. */
  async regrade(admin: SessionUser, attemptId: string, index: number, request: Request): Promise<QuizHistoryResponse> {
    const { row, subject } = await this.target(admin, attemptId);
    const command: QuizAttemptCommand = { type: 'RegradeEssay', data: { userId: row.user_id, quizId: row.quiz_id, adminId: admin.id, adminEmail: admin.email, index } };
    const state = await this.attempts.run(command, admin, request);
    await this.attempts.dispatchGradings(row.user_id, subject, state, request, admin);
    return this.answer(row, subject);
  }

  private async target(admin: SessionUser, attemptId: string): Promise<{ row: AttemptRow; subject: QuizSubject }> {
    const row = await this.repository.byHistoryId(attemptId);
    if (!row) throw reviewNotFound();
    const subject = await this.sources.find(row.quiz_id, admin);
    if (!subject || subject === 'restricted') throw reviewNotFound();
    return { row, subject };
  }

  private async answer(row: AttemptRow, subject: QuizSubject): Promise<QuizHistoryResponse> {
    const record = await this.attempts.record(row.user_id, subject);
    return record ? { ...record, data: record } : { data: null };
  }
}
