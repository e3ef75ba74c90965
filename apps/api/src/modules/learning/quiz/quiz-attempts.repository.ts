import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { QuizHistoryEntry, QuizScore, QuizStats } from '@k9/contracts';
import { isPassing, programCompleted } from '@k9/domain';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { learnerWhere, SqlParams, type ContentViewer } from '../../content/content-sql.js';
import type { AttemptRow } from './quiz-history-view.js';

/** The content types whose quizzes count in the statistics (spec 2 §3 questionType). */
export const QUIZ_CONTENT_TYPES = ['caseTraining', 'news', 'longForm', 'home'] as const;
const RECENT = 10;

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** Reads of quiz_attempt and quiz_submission: always one learner's own rows. */
@Injectable()
export class QuizAttemptsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async row(userId: string, quizId: number): Promise<AttemptRow | null> {
    const { rows } = await this.pool.query<AttemptRow>(`SELECT * FROM quiz_attempt WHERE user_id = $1 AND quiz_id = $2`, [userId, quizId]);
    return rows[0] ? { ...rows[0], quiz_id: Number(rows[0].quiz_id) } : null;
  }

  /** The newest submitted score of each quiz the learner touched (badges, the quiz-status filter). */
  async scores(userId: string): Promise<QuizScore[]> {
    const { rows } = await this.pool.query<{ quiz_id: string; last_score: number | null; status: QuizScore['status'] }>(
      `SELECT quiz_id, last_score, status FROM quiz_attempt WHERE user_id = $1 ORDER BY quiz_id DESC`,
      [userId],
    );
    return rows.map((row) => ({ quizId: Number(row.quiz_id), score: row.last_score, status: row.status }));
  }

  /** Spec 2 §3 general records: one per quiz, newest first. */
  async history(userId: string): Promise<QuizHistoryEntry[]> {
    const { rows } = await this.pool.query<{ history_id: string; quiz_id: string; question_name: string; question_type: string; last_score: number | null; created_at: Date; updated_at: Date }>(
      `SELECT history_id, quiz_id, question_name, question_type, last_score, created_at, updated_at FROM quiz_attempt WHERE user_id = $1 ORDER BY updated_at DESC LIMIT 5000`,
      [userId],
    );
    return rows.map((row) => ({
      id: row.history_id,
      user_id: userId,
      question_id: Number(row.quiz_id),
      questionName: row.question_name,
      questionType: row.question_type,
      score: row.last_score,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    }));
  }

  /**
   * Personal statistics (issue 14 §3) from the read models: the quizzes the learner can take (of the program when one
   * is chosen; access as the lists filter it), how many have a score, how many passed, the average of the newest
   * scores, per content type; the learner's own cases count as 'userCase'; the ten newest submits.
   */
  async stats(userId: string, viewer: ContentViewer, program: string | null): Promise<QuizStats> {
    const params = new SqlParams();
    const user = params.add(userId);
    const where = [`c.has_quiz`, `c.type = ANY(${params.add([...QUIZ_CONTENT_TYPES])}::text[])`, ...learnerWhere(viewer, params)];
    if (program) where.push(`c.tag4 @> ARRAY[${params.add(program)}]::text[]`);
    const { rows: byType } = await this.pool.query<{ type: string; total: string; scores: Array<number | null> }>(
      `SELECT c.type, count(*) AS total, array_agg(a.last_score) AS scores
       FROM content_record c LEFT JOIN quiz_attempt a ON a.user_id = ${user} AND a.quiz_id = c.id
       WHERE ${where.join(' AND ')} GROUP BY c.type`,
      params.values,
    );
    const own = program ? [] : await this.ownCaseScores(userId);
    const groups = [...byType.map((row) => ({ type: row.type, scores: row.scores })), ...(own.length ? [{ type: 'userCase', scores: own }] : [])];
    const typed = groups.map(({ type, scores }) => summary(type, scores));
    const all = groups.flatMap((group) => group.scores);
    const totals = summary('all', all);
    const { rows: recent } = await this.pool.query<{ quiz_id: string; question_name: string; question_type: string; score: number; submitted_at: Date }>(
      `SELECT quiz_id, question_name, question_type, score, submitted_at FROM quiz_submission WHERE user_id = $1 ORDER BY submitted_at DESC LIMIT ${RECENT}`,
      [userId],
    );
    const programScores = program ? byType.flatMap((row) => row.scores) : [];
    return {
      total: totals.total,
      done: totals.done,
      passed: totals.passed,
      averageScore: totals.averageScore,
      byType: typed,
      recent: recent.map((row) => ({ quizId: Number(row.quiz_id), questionName: row.question_name, questionType: row.question_type, score: row.score, submittedAt: iso(row.submitted_at) })),
      programCompleted: program !== null && programCompleted(programScores),
    };
  }

  /** The newest scores of the learner's own created cases (the case builder's read model). */
  private async ownCaseScores(userId: string): Promise<Array<number | null>> {
    const { rows } = await this.pool.query<{ last_score: number | null }>(
      `SELECT a.last_score FROM learner_case lc LEFT JOIN quiz_attempt a ON a.user_id = lc.user_id AND a.quiz_id = lc.id
       WHERE lc.user_id = $1 AND lc.status = 'created'`,
      [userId],
    );
    return rows.map((row) => row.last_score);
  }

  /** One learner's history of one quiz by its id (the admins' review routes name an attempt by it). */
  async byHistoryId(historyId: string): Promise<AttemptRow | null> {
    const { rows } = await this.pool.query<AttemptRow>(`SELECT * FROM quiz_attempt WHERE history_id = $1`, [historyId]);
    return rows[0] ? { ...rows[0], quiz_id: Number(rows[0].quiz_id) } : null;
  }

  /** Attempts with a grade waiting for a teacher's review, oldest first. */
  async awaitingReview(limit = 200): Promise<AttemptRow[]> {
    const { rows } = await this.pool.query<AttemptRow>(`SELECT * FROM quiz_attempt WHERE review_pending > 0 ORDER BY updated_at LIMIT ${limit}`);
    return rows.map((row) => ({ ...row, quiz_id: Number(row.quiz_id) }));
  }

  /** Attempts with an essay waiting for its grade (the sweep hands them to the grader again). */
  async pending(limit = 500): Promise<AttemptRow[]> {
    const { rows } = await this.pool.query<AttemptRow>(`SELECT * FROM quiz_attempt WHERE pending_gradings > 0 ORDER BY updated_at LIMIT ${limit}`);
    return rows.map((row) => ({ ...row, quiz_id: Number(row.quiz_id) }));
  }
}

function summary(type: string, scores: Array<number | null>) {
  const done = scores.filter((score): score is number => score !== null);
  return {
    type,
    total: scores.length,
    done: done.length,
    passed: done.filter(isPassing).length,
    averageScore: done.length ? Math.round(done.reduce((sum, score) => sum + score, 0) / done.length) : null,
  };
}
