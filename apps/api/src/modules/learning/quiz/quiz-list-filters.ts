import { QUIZ_PASS_SCORE } from '@k9/domain';
import type { ListContext } from '../../content/content-list-extensions.js';
import type { SqlParams } from '../../content/content-sql.js';

/**
 * The learner lists' quiz-status filter (spec 2 §2.4) as a predicate of the one list query, from the caller's newest
 * scores: completed = a quiz passed (60 or more); incomplete = a quiz not passed yet. Items without a quiz match
 * neither. 'all' or no value filters nothing; ContentListQuery has already refused other values.
 */
export function quizStatusFilter({ userId, query }: ListContext, params: SqlParams): string[] {
  if (query.quizStatus !== 'completed' && query.quizStatus !== 'incomplete') return [];
  const passed = `EXISTS (SELECT 1 FROM quiz_attempt a WHERE a.user_id = ${params.add(userId)} AND a.quiz_id = c.id AND a.last_score >= ${QUIZ_PASS_SCORE})`;
  return ['c.has_quiz', query.quizStatus === 'completed' ? passed : `NOT ${passed}`];
}
