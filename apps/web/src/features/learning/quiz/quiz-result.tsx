import type { QuizHistoryRecord } from '@k9/contracts';
import { quizBadge } from '@k9/domain/learning/quiz/rules/quiz-badges';
import { Tag, Typography } from 'antd';
import styles from './quiz-block.module.css';
import { QUIZ_TEXT as T } from './quiz.messages';

/** Spec 2 §4.1, §9.1: the score x/100 (essays count as their grades arrive), its label, pass at 60, the correct count. */
export function QuizResult({ record, mcqCount }: { record: QuizHistoryRecord; mcqCount: number }) {
  const score = record.score ?? 0;
  const badge = quizBadge(true, score, 'passFail');
  const correct = record.review ? Object.entries(record.review.correctAnswers).filter(([index, letter]) => record.selectedAnswers[Number(index)] === letter).length : null;
  const pending = Object.values(record.essayGrading).some((grading) => grading.state === 'pending');
  return (
    <section className={styles.result} aria-label={T.result} aria-live="polite">
      <Typography.Text strong>{`${T.result}:`}</Typography.Text>
      <span className={styles.score} data-testid="quiz-score">
        {T.scoreOf(score)}
      </span>
      {record.resultLabel ? <Typography.Text strong>{record.resultLabel}</Typography.Text> : null}
      <Tag color={badge.kind === 'passed' ? 'green' : 'red'}>{badge.label}</Tag>
      {mcqCount && correct !== null ? <Typography.Text type="secondary">{T.correctCount(correct, mcqCount)}</Typography.Text> : null}
      {pending ? <Typography.Text type="secondary">{T.essaysPending}</Typography.Text> : null}
    </section>
  );
}
