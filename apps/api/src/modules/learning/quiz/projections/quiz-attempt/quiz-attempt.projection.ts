import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isProvisional, QUIZ_ATTEMPT_EVENT_TYPES, quizAttemptDecider, type QuizAttemptEvent, type QuizAttemptState, type RecordedEvent } from '@k9/domain';
import { executeBound } from '../../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';
import { QuizLive } from '../../quiz-live.js';
import { QUIZ_ATTEMPT_PROJECTION } from '../../quiz-names.js';

export { QUIZ_ATTEMPT_PROJECTION };

type Row = {
  user_id: string;
  quiz_id: number;
  history_id: string;
  history: string;
  user_email: string | null;
  question_type: string;
  question_name: string;
  state: QuizAttemptState;
  status: string;
  score: number | null;
  last_score: number | null;
  pending_gradings: number;
  review_pending: number;
  created_at: string;
  updated_at: string | Date;
  last_position: number;
};
type Submission = { user_id: string; quiz_id: number; attempt: number; question_type: string; question_name: string; score: number; submitted_at: string };

/** The changes a learner's open quiz shows at once (a grade, a failure, a flag, a teacher's review). */
const LEARNER_VISIBLE = new Set<QuizAttemptEvent['type']>(['EssayGraded', 'EssayGradingFailed', 'EssayGradeFlagged', 'EssayGradeConfirmed', 'EssayGradeChanged']);
const STATUS = { new: 'new', answering: 'answering', submitted: 'complete' } as const;
const later = (current: string | Date, next: string): string => {
  const kept = new Date(current);
  return kept.getTime() >= Date.parse(next) ? kept.toISOString() : next;
};
const key = (userId: string, quizId: number) => `${userId} ${quizId}`;

/**
 * quiz_attempt: each learner's attempt on each quiz as the decider folds it (the same evolve), so the history a
 * learner reads back is the stream's state; quiz_submission: every submitted attempt with its current score. A batch
 * loads the rows it touches in one query, folds in memory, and writes each table in one statement.
 */
@Injectable()
@ReadModelProjection()
export class QuizAttemptProjection implements Projection {
  constructor(private readonly live: QuizLive) {}

  readonly name = QUIZ_ATTEMPT_PROJECTION;
  readonly eventTypes = QUIZ_ATTEMPT_EVENT_TYPES;
  readonly tables = ['quiz_attempt', 'quiz_submission'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<QuizAttemptEvent>[];
    const rows = await this.load(em, events);
    const submissions = new Map<string, Submission>();
    const rescored: Array<{ user_id: string; quiz_id: number; attempt: number; score: number }> = [];
    for (const event of events) {
      const { userId, quizId, attempt } = event.data;
      const at = event.metadata.occurredAt;
      const row = rows.get(key(userId, quizId)) ?? this.newRow(event);
      row.state = quizAttemptDecider.evolve(row.state, event);
      row.status = STATUS[row.state.phase];
      row.score = row.state.score;
      row.last_score = row.state.lastScore;
      row.pending_gradings = Object.values(row.state.gradings).filter((grading) => grading.state === 'pending').length;
      row.review_pending = Object.values(row.state.gradings).filter((grading) => grading.state === 'graded' && isProvisional(grading.grade)).length;
      // Two grading jobs may store their results in the other order than their clocks: the time never goes back.
      row.updated_at = later(row.updated_at, at);
      row.last_position = event.globalPosition;
      if (event.type === 'QuizAnswersSaved' || event.type === 'QuizSubmitted') {
        Object.assign(row, { history: event.data.history, user_email: event.data.userEmail, question_type: event.data.questionType, question_name: event.data.questionName });
      }
      if (event.type === 'QuizSubmitted') {
        submissions.set(`${key(userId, quizId)} ${attempt}`, { user_id: userId, quiz_id: quizId, attempt, question_type: event.data.questionType, question_name: event.data.questionName, score: event.data.score, submitted_at: at });
      }
      const rescoring = event.type === 'EssayGraded' || event.type === 'EssayGradeConfirmed' || event.type === 'EssayGradeChanged';
      if (rescoring && event.data.score !== null) {
        const submission = submissions.get(`${key(userId, quizId)} ${attempt}`);
        if (submission) submission.score = event.data.score;
        else rescored.push({ user_id: userId, quiz_id: quizId, attempt, score: event.data.score });
      }
      rows.set(key(userId, quizId), row);
    }
    await executeBound(em, UPSERT, [JSON.stringify([...rows.values()])]);
    if (submissions.size) await executeBound(em, INSERT_SUBMISSIONS, [JSON.stringify([...submissions.values()])]);
    if (rescored.length) await executeBound(em, RESCORE, [JSON.stringify(rescored)]);
  }

  /** A grade or a failed grading reaches the learner's own screens (the quiz block, badges, statistics). */
  afterCommit(recorded: RecordedEvent[]): void {
    const changed = new Map<string, { userId: string; quizId: number }>();
    for (const event of recorded as unknown as RecordedEvent<QuizAttemptEvent>[]) {
      if (LEARNER_VISIBLE.has(event.type)) changed.set(key(event.data.userId, event.data.quizId), { userId: event.data.userId, quizId: event.data.quizId });
    }
    if (changed.size) this.live.changed([...changed.values()]);
  }

  private async load(em: EntityManager, events: RecordedEvent<QuizAttemptEvent>[]): Promise<Map<string, Row>> {
    const keys = [...new Map(events.map((event) => [key(event.data.userId, event.data.quizId), { user_id: event.data.userId, quiz_id: event.data.quizId }])).values()];
    const found = await executeBound<Row>(
      em,
      `SELECT a.* FROM quiz_attempt a JOIN jsonb_to_recordset(?::jsonb) AS k(user_id text, quiz_id bigint) ON a.user_id = k.user_id AND a.quiz_id = k.quiz_id`,
      [JSON.stringify(keys)],
    );
    return new Map(found.map((row) => [key(row.user_id, Number(row.quiz_id)), { ...row, quiz_id: Number(row.quiz_id), last_position: Number(row.last_position) }]));
  }

  private newRow(event: RecordedEvent<QuizAttemptEvent>): Row {
    const { userId, quizId } = event.data;
    const historyId = 'historyId' in event.data ? event.data.historyId : `${userId}-${quizId}`;
    return {
      user_id: userId,
      quiz_id: quizId,
      history_id: historyId,
      history: 'question',
      user_email: null,
      question_type: '',
      question_name: '',
      state: quizAttemptDecider.initialState(),
      status: 'new',
      score: null,
      last_score: null,
      pending_gradings: 0,
      review_pending: 0,
      created_at: event.metadata.occurredAt,
      updated_at: event.metadata.occurredAt,
      last_position: event.globalPosition,
    };
  }
}

const UPSERT = `
INSERT INTO quiz_attempt (user_id, quiz_id, history_id, history, user_email, question_type, question_name, state, status, score, last_score, pending_gradings, review_pending, created_at, updated_at, last_position)
SELECT r.user_id, r.quiz_id, r.history_id, r.history, r.user_email, r.question_type, r.question_name, r.state, r.status, r.score, r.last_score, r.pending_gradings, r.review_pending, r.created_at, r.updated_at, r.last_position
FROM jsonb_to_recordset(?::jsonb) AS r(user_id text, quiz_id bigint, history_id text, history text, user_email text, question_type text, question_name text, state jsonb, status text,
  score integer, last_score integer, pending_gradings integer, review_pending integer, created_at timestamptz, updated_at timestamptz, last_position bigint)
ON CONFLICT (user_id, quiz_id) DO UPDATE SET history = EXCLUDED.history, user_email = EXCLUDED.user_email, question_type = EXCLUDED.question_type,
  question_name = EXCLUDED.question_name, state = EXCLUDED.state, status = EXCLUDED.status, score = EXCLUDED.score, last_score = EXCLUDED.last_score,
  pending_gradings = EXCLUDED.pending_gradings, review_pending = EXCLUDED.review_pending, updated_at = EXCLUDED.updated_at, last_position = EXCLUDED.last_position`;

const INSERT_SUBMISSIONS = `
INSERT INTO quiz_submission (user_id, quiz_id, attempt, question_type, question_name, score, submitted_at)
SELECT r.user_id, r.quiz_id, r.attempt, r.question_type, r.question_name, r.score, r.submitted_at
FROM jsonb_to_recordset(?::jsonb) AS r(user_id text, quiz_id bigint, attempt integer, question_type text, question_name text, score integer, submitted_at timestamptz)
ON CONFLICT (user_id, quiz_id, attempt) DO UPDATE SET score = EXCLUDED.score`;

const RESCORE = `
UPDATE quiz_submission s SET score = r.score
FROM jsonb_to_recordset(?::jsonb) AS r(user_id text, quiz_id bigint, attempt integer, score integer)
WHERE s.user_id = r.user_id AND s.quiz_id = r.quiz_id AND s.attempt = r.attempt`;
