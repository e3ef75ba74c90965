import type { QuizScore } from '@k9/contracts';
import { quizBadge, type QuizBadge, type QuizBadgeKind, type QuizBadgeStyle } from '@k9/domain/learning/quiz/rules/quiz-badges';

/**
 * Spec 2 §4.1: the case training list (and the chat workspace's) shows 'Đạt n/100'; the theory and resources listings
 * 'Đạt' / 'Trượt'. Every list shows 'Tham khảo' without a quiz and 'Chưa làm' before the first submit.
 */
export const badgeStyleOf = (type: string): QuizBadgeStyle => (type === 'caseTraining' ? 'score' : 'passFail');

/** A list item's badge from the learner's newest submitted scores (undefined while they load: 'Chưa làm'). */
export function itemBadge(item: { id: number; type: string; hasQuiz: boolean }, scores: Readonly<Record<number, QuizScore>> | undefined): QuizBadge {
  return quizBadge(item.hasQuiz, scores?.[item.id]?.score, badgeStyleOf(item.type));
}

/** antd Tag colours of the badge kinds. */
export const BADGE_COLORS: Record<QuizBadgeKind, string> = { reference: 'default', notDone: 'orange', passed: 'green', failed: 'red' };
