import type { LearnerQuizContent } from '@k9/domain';
import { Alert, Button, Divider, Typography } from 'antd';
import styles from './quiz-block.module.css';
import { essayGradingFor } from './quiz-block.rules';
import { QuizChoiceQuestion } from './quiz-choice-question';
import { QuizEssayQuestion } from './quiz-essay-question';
import { QuizResult } from './quiz-result';
import type { QuizHistoryKind } from './quiz.api';
import { QUIZ_TEXT as T } from './quiz.messages';
import { useQuizAttempt } from './use-quiz-attempt';

export type QuizBlockProps = { quizId: number; history: QuizHistoryKind; quiz: LearnerQuizContent; title?: string };
type Attempt = ReturnType<typeof useQuizAttempt>;

/**
 * The quiz block (spec 2 §2.5, §4.1, §5.1, §8.1, §9.1): multiple-choice and essay questions, submit, results with the
 * correct and wrong options highlighted and the explanations, essays graded on the server (grades arrive over /ws),
 * 'Chấm điểm' for one essay, 'Làm lại'. The server's record is the truth (useQuizAttempt).
 */
export function QuizBlock({ quizId, history, quiz, title }: QuizBlockProps) {
  const attempt = useQuizAttempt({ quizId, history, quiz });
  const { record, submitted } = attempt;
  const anyFailed = submitted && !!record && Object.values(record.essayGrading).some((grading) => grading.state === 'failed');
  return (
    <section className={styles.block} aria-label={title ?? T.title} data-quiz-id={quizId}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title ?? T.title}
      </Typography.Title>
      {quiz.questionQuiz.length ? <ChoiceQuestions quiz={quiz} attempt={attempt} /> : null}
      {quiz.questionEssay.length ? <EssayQuestions quiz={quiz} attempt={attempt} /> : null}
      {submitted && record ? <QuizResult record={record} mcqCount={quiz.questionQuiz.length} /> : null}
      {anyFailed ? <Alert type="warning" showIcon title={T.gradingFailed} /> : null}
      <div className={styles.actions}>
        {submitted ? (
          <Button onClick={() => void attempt.startOver()} loading={attempt.redoing}>
            {T.redo}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void attempt.submit()} loading={attempt.saving} disabled={!attempt.loaded}>
            {T.submit}
          </Button>
        )}
      </div>
    </section>
  );
}

/** The multiple-choice questions: chosen until the submit, then the correct and wrong options and the explanations. */
function ChoiceQuestions({ quiz, attempt }: { quiz: LearnerQuizContent; attempt: Attempt }) {
  const { record, submitted, shown } = attempt;
  const correctAnswers = submitted ? record?.review?.correctAnswers : undefined;
  const explanations = submitted ? record?.review?.explanations : undefined;
  return (
    <div className={styles.section}>
      <Divider titlePlacement="start" style={{ margin: 0 }}>
        {T.mcqSection}
      </Divider>
      {quiz.questionQuiz.map((question, index) => (
        <QuizChoiceQuestion
          key={index}
          index={index}
          question={question}
          chosen={shown.selected[index]}
          correct={correctAnswers?.[index]}
          explanation={explanations?.[index]}
          locked={submitted || !attempt.loaded}
          onChoose={(letter) => attempt.choose(index, letter)}
        />
      ))}
    </div>
  );
}

/** The essay questions: written, graded one by one ('Chấm điểm') or with the submit, graded again after a failure. */
function EssayQuestions({ quiz, attempt }: { quiz: LearnerQuizContent; attempt: Attempt }) {
  const { record, submitted, shown } = attempt;
  return (
    <div className={styles.section}>
      <Divider titlePlacement="start" style={{ margin: 0 }}>
        {T.essaySection}
      </Divider>
      {quiz.questionEssay.map((question, index) => {
        const text = shown.essays[index] ?? '';
        return (
          <QuizEssayQuestion
            key={index}
            index={index}
            question={question.question}
            text={text}
            submitted={submitted}
            grading={essayGradingFor(record, index, text, submitted)}
            busy={attempt.busyEssays.has(index)}
            onChange={(next) => attempt.write(index, next)}
            onGrade={() => void attempt.grade(index)}
          />
        );
      })}
    </div>
  );
}
