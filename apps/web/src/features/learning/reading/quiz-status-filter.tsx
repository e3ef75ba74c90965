import { QUIZ_STATUS_FILTERS, type QuizStatusFilter } from '@k9/domain/learning/quiz/rules/quiz-badges';
import { Segmented } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { learningApi } from '../learning.api';
import { useQuizScoresQuery } from '../quiz/quiz.api';
import { FILTER_TEXT as T } from './reading-area.messages';

/** The quiz-status filter (spec 2 §2.4): all / completed / incomplete, applied by the server's list query. */
export function QuizStatusFilterControl({ value, onChange }: { value: QuizStatusFilter; onChange: (value: QuizStatusFilter) => void }) {
  return <Segmented aria-label={T.quizLabel} value={value} onChange={onChange} options={QUIZ_STATUS_FILTERS.map((each) => ({ value: each, label: T.quiz[each] }))} />;
}

/**
 * A list filtered by quiz status is read again when the learner's scores change (a submit, a redo, a grade): the item
 * just passed leaves 'incomplete' and joins 'completed' without a reload. The scores are compared by content, so a
 * read that brings the same scores refetches nothing.
 */
export function useListsFollowScores(type: string, quizStatus: QuizStatusFilter) {
  const dispatch = useAppDispatch();
  const { data: scores } = useQuizScoresQuery(undefined, { skip: quizStatus === 'all' });
  const signature = useMemo(() => (scores ? Object.values(scores).map((score) => `${score.quizId}:${score.score}`).join() : null), [scores]);
  const seen = useRef(signature);
  useEffect(() => {
    const before = seen.current;
    seen.current = signature;
    if (quizStatus === 'all' || before === null || signature === null || before === signature) return;
    dispatch(learningApi.util.invalidateTags([{ type: 'LearnerContent', id: `LIST-${type}` }]));
  }, [signature, quizStatus, type, dispatch]);
}
