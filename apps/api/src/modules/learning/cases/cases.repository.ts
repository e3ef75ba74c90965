import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { LearnerCaseRecord } from '@k9/contracts';
import { stripAnswers, type CaseInfo, type CaseQuestionType, type LearnerCaseStatus, type QuizContent } from '@k9/domain';
import type { SessionUser } from '../../identity/session/session-user.js';
import { PG_POOL } from '../../../platform/event-store/event-store.token.js';

/** A learner_case row as stored: the quiz with its answers (for the quiz source and the job, never for a learner's read). */
export type CaseRow = {
  id: number;
  user_id: string;
  user_email: string | null;
  request_id: string;
  title: string;
  description: string;
  info: CaseInfo;
  question_types: CaseQuestionType[];
  mcq_count: number;
  essay_count: number;
  question_content: QuizContent | null;
  ai_model: string | null;
  status: LearnerCaseStatus;
  failure: string | null;
  show: boolean;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `id::int AS id, user_id, user_email, request_id, title, description, info, question_types, mcq_count, essay_count, question_content, ai_model,
  status, failure, show, created_at, updated_at`;

/** A case as its owner reads it (DESIGN §13): the quiz without correct answers, explanations or expected essays. */
export const toCaseRecord = (row: CaseRow): LearnerCaseRecord => ({
  id: row.id,
  requestId: row.request_id,
  title: row.title,
  description: row.description,
  user_id: row.user_id,
  user_email: row.user_email,
  info: row.info,
  questionContent: {
    questionContent: stripAnswers(row.question_content),
    aiModel: row.ai_model,
    questionTypes: row.question_types,
    mcqCount: row.mcq_count,
    essayCount: row.essay_count,
  },
  status: row.status,
  failure: row.failure,
  show: row.show,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** A search's words as LIKE patterns, each matched anywhere ('%' and '_' typed by the learner mean themselves). */
export const caseSearchPatterns = (search: string): string[] =>
  search
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`);

/** Reads of learner_case; the routes decide whose (the owner, or an admin). */
@Injectable()
export class CasesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  /**
   * A user's made cases that are shown (or hidden), newest first; with a search, those whose title and description
   * hold every word of it, case and Vietnamese accents aside ('Đà Nẵng' is found by 'da nang').
   */
  async list(userId: string, show: boolean, search = ''): Promise<CaseRow[]> {
    const patterns = caseSearchPatterns(search);
    const { rows } = await this.pool.query<CaseRow>(
      `SELECT ${COLUMNS} FROM learner_case WHERE user_id = $1 AND status = 'created' AND show = $2
         AND k9_fold(title || ' ' || description) LIKE ALL (SELECT k9_fold(pattern) FROM unnest($3::text[]) AS pattern)
       ORDER BY id DESC`,
      [userId, show, patterns],
    );
    return rows;
  }

  /** Any case by id: for the server's own work (the creation job), never for answering a request. */
  async find(id: number): Promise<CaseRow | null> {
    const { rows } = await this.pool.query<CaseRow>(`SELECT ${COLUMNS} FROM learner_case WHERE id = $1`, [id]);
    return rows[0] ?? null;
  }

  /**
   * A case as a caller may see it, the rule in the query: their own, or anyone's for an admin (`write`: their own
   * only). Another learner's case is not found.
   */
  async findFor(id: number, user: Pick<SessionUser, 'id' | 'isAdmin'>, access: 'read' | 'write' = 'read'): Promise<CaseRow | null> {
    const anyone = access === 'read' && user.isAdmin;
    const { rows } = await this.pool.query<CaseRow>(`SELECT ${COLUMNS} FROM learner_case WHERE id = $1 AND (user_id = $2 OR $3)`, [id, user.id, anyone]);
    return rows[0] ?? null;
  }

  async byRequest(userId: string, requestId: string): Promise<CaseRow | null> {
    const { rows } = await this.pool.query<CaseRow>(`SELECT ${COLUMNS} FROM learner_case WHERE user_id = $1 AND request_id = $2`, [userId, requestId]);
    return rows[0] ?? null;
  }

  /** The user's cases asked for in [from, to) that did not fail: the generated title's count. */
  async countAskedBetween(userId: string, from: number, to: number): Promise<number> {
    const { rows } = await this.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM learner_case WHERE user_id = $1 AND status <> 'failed' AND created_at >= $2 AND created_at < $3`,
      [userId, new Date(from), new Date(to)],
    );
    return rows[0].count;
  }
}
