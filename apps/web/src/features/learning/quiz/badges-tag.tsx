import type { ContentListItem } from '@k9/contracts';
import { Tag } from 'antd';
import { useQuizScoresQuery } from './quiz.api';
import { BADGE_COLORS, itemBadge } from './badges';

/**
 * The quiz badge of a list row (spec 2 §4.1), from the learner's newest scores: one cached read for every row, read
 * again when a submit or a grade changes a score, so the badge follows at once.
 */
export function QuizBadgeTag({ item }: { item: Pick<ContentListItem, 'id' | 'type' | 'hasQuiz'> }) {
  const { data: scores } = useQuizScoresQuery(undefined, { skip: !item.hasQuiz });
  const badge = itemBadge(item, scores);
  return (
    <Tag color={BADGE_COLORS[badge.kind]} data-quiz-badge={badge.kind}>
      {badge.label}
    </Tag>
  );
}
