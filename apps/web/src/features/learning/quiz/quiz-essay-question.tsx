import type { EssayGradingView } from '@k9/contracts';
import { QUIZ_LIMITS } from '@k9/domain/learning/quiz/quiz.messages';
import { Alert, Button, Collapse, Input, Spin, Tag, Typography } from 'antd';
import styles from './quiz-block.module.css';
import { provisionalNote } from './quiz-block.rules';
import { QUIZ_TEXT as T } from './quiz.messages';

type Props = {
  index: number;
  question: string;
  text: string;
  submitted: boolean;
  grading: EssayGradingView | null;
  /** A grading request of this essay is on its way to the server. */
  busy: boolean;
  onChange: (text: string) => void;
  /** 'Chấm điểm' before the submit (with the answer), 'Chấm lại' after a failed grading (without). */
  onGrade: () => void;
};

/** What the grader wrote (untrusted): plain text only, never markup. */
function GradingView({ grading, submitted, busy, onGrade }: Pick<Props, 'grading' | 'submitted' | 'busy' | 'onGrade'>) {
  if (!grading) return null;
  if (grading.state === 'pending')
    return (
      <div role="status" aria-live="polite">
        <Spin size="small" /> <Typography.Text type="secondary">{T.grading}</Typography.Text>
      </div>
    );
  if (grading.state === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={grading.reason ?? T.singleGradingFailed}
        action={
          submitted ? (
            <Button size="small" loading={busy} onClick={onGrade}>
              {T.regrade}
            </Button>
          ) : null
        }
      />
    );
  const provisional = provisionalNote(grading);
  return (
    <div className={styles.grading} aria-live="polite">
      <div>
        <Tag color={provisional ? 'default' : (grading.grade ?? 0) >= 6 ? 'green' : 'orange'}>{T.gradeOf(grading.grade ?? 0)}</Tag>
        {/* Held for a teacher's review: the grade does not count yet. */}
        {provisional ? <Tag color="gold">{provisional}</Tag> : null}
      </div>
      {grading.comment ? <p className={styles.aiText}>{`${T.comment}: ${grading.comment}`}</p> : null}
      {grading.referenceEssay ? (
        <Collapse
          size="small"
          items={[{ key: 'reference', label: T.referenceEssay, children: <p className={styles.aiText}>{grading.referenceEssay}</p> }]}
        />
      ) : null}
    </div>
  );
}

/** One essay question: a text area, 'Chấm điểm' before the submit, then the grade, the comment and the reference essay. */
export function QuizEssayQuestion({ index, question, text, submitted, grading, busy, onChange, onGrade }: Props) {
  const label = T.essay(index);
  const pending = grading?.state === 'pending';
  // A grade of this very text is final for the learner (no re-roll): the server answers 409 to another request.
  const graded = grading?.state === 'graded';
  return (
    <section className={styles.question} aria-label={label}>
      <div className={styles.questionText}>{`${label}: ${question}`}</div>
      {submitted && !text.trim() ? (
        <Typography.Text type="secondary">{T.noEssayAnswer}</Typography.Text>
      ) : (
        <Input.TextArea
          aria-label={label}
          value={text}
          readOnly={submitted}
          placeholder={T.essayPlaceholder}
          autoSize={{ minRows: 3, maxRows: 12 }}
          maxLength={QUIZ_LIMITS.essayChars}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {!submitted ? (
        <div className={styles.actions}>
          <Button onClick={onGrade} loading={busy || pending} disabled={graded} aria-label={`${T.grade} ${label.toLowerCase()}`}>
            {T.grade}
          </Button>
        </div>
      ) : null}
      <GradingView grading={grading} submitted={submitted} busy={busy} onGrade={onGrade} />
    </section>
  );
}
