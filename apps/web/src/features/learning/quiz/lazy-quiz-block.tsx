import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { QuizBlockProps } from './quiz-block';

// The quiz block loads with the first item that has a quiz, never with the learner home's first view.
const QuizBlockPart = lazy(() => import('./quiz-block').then((m) => ({ default: m.QuizBlock })));

export function LazyQuizBlock(props: QuizBlockProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <QuizBlockPart {...props} />
    </Suspense>
  );
}
