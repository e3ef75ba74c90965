import type { EssayGradingView } from '@k9/contracts';
import type { LearnerQuizContent, QuizLetter } from '@k9/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Divider, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { failureMessage, refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useCurrentUser } from '../../identity/current-user';
import styles from './quiz-block.module.css';
import { answersToSend, draftOf, EMPTY_DRAFT, essayGradingFor, gradingNotices, unansweredCount, type QuizDraft } from './quiz-block.rules';
import { QuizChoiceQuestion } from './quiz-choice-question';
import { QuizEssayQuestion } from './quiz-essay-question';
import { QuizResult } from './quiz-result';
import { useGradeEssayMutation, useQuizAttemptQuery, useRedoAttemptMutation, useSaveAttemptMutation, type QuizHistoryKind } from './quiz.api';
import { QUIZ_TEXT as T } from './quiz.messages';

export type QuizBlockProps = { quizId: number; history: QuizHistoryKind; quiz: LearnerQuizContent; title?: string };

/** Answers are kept on the server this long after the learner's last change (a reload mid-quiz restores them). */
export const DRAFT_SAVE_MS = 1500;

/** Spec 8.1: loading and saving the history fail silently for the learner (logged only). */
const logFailure = (what: string, error: unknown) => console.error(`Quiz: ${what}`, error);

/**
 * The quiz block (spec 2 §2.5, §4.1, §5.1, §8.1, §9.1): multiple-choice and essay questions, submit, results with the
 * correct and wrong options highlighted and the explanations, essays graded on the server (grades arrive over /ws),
 * 'Chấm điểm' for one essay, 'Làm lại'. The server's record is the truth: it restores the answers, the grading and
 * the submitted state on load; the score and the answers come from it only.
 */
export function QuizBlock({ quizId, history, quiz, title }: QuizBlockProps) {
  const user = useCurrentUser();
  const args = user ? { userId: user.id, quizId, history } : null;
  const { data: record, isSuccess, isError, error } = useQuizAttemptQuery(args ?? skipToken);
  const [save, { isLoading: saving }] = useSaveAttemptMutation();
  const [saveDraft] = useSaveAttemptMutation();
  const [redo, { isLoading: redoing }] = useRedoAttemptMutation();
  const [gradeEssay] = useGradeEssayMutation();
  const toast = useFormToast(`quiz-${quizId}`);
  const gradingToast = useFormToast(`quiz-${quizId}-grading`);
  const [busyEssays, setBusyEssays] = useState<ReadonlySet<number>>(() => new Set());
  /** Essays graded on their own (or again) since the last submit: their failure reads as the single-essay failure. */
  const singles = useRef(new Set<number>());
  const loaded = isSuccess || isError;
  const submitted = record?.status === 'complete';

  // The answers on screen before the submit. Restored from the record once loaded; emptied when an attempt that was
  // submitted is redone; kept while the learner answers (a single essay's grading saves a draft that lacks the choices).
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_DRAFT);
  const phase = !loaded ? null : submitted ? `complete:${record.attempt}` : 'open';
  const [restoredPhase, setRestoredPhase] = useState<string | null>(null);
  if (phase !== null && phase !== restoredPhase) {
    setRestoredPhase(phase);
    if (phase === 'open') setDraft(restoredPhase === null ? draftOf(record) : EMPTY_DRAFT);
  }

  useEffect(() => {
    if (error) logFailure('history load failed', error);
  }, [error]);

  // Grades and failures arrive over /ws: tell the learner when a pending grading ends (spec 2 §8.1).
  const seen = useRef<Record<string, EssayGradingView> | null | undefined>(undefined);
  useEffect(() => {
    if (!loaded) return;
    const before = seen.current;
    seen.current = record?.essayGrading ?? null;
    if (before === undefined) return;
    for (const notice of gradingNotices(before, record?.essayGrading, submitted, singles.current)) {
      if (notice === 'allGraded') gradingToast.success(T.allEssaysGraded);
      if (notice === 'failed') gradingToast.warning(T.gradingFailed);
      if (notice === 'singleFailed') gradingToast.error(T.singleGradingFailed);
    }
  }, [loaded, record, submitted, gradingToast]);

  const shown = submitted ? draftOf(record) : draft;
  const correctAnswers = submitted ? record.review?.correctAnswers : undefined;
  const explanations = submitted ? record.review?.explanations : undefined;
  const anyFailed = submitted && Object.values(record.essayGrading).some((grading) => grading.state === 'failed');

  // The learner's answers are saved as a draft (QuizAnswersSaved) shortly after their last change, so a reload,
  // another tab or another device finds them; a failure is only logged (spec 2 §8.1), the submit sends them anyway.
  // `edits` counts the learner's changes since the last save or submit (0: nothing to save).
  const [edits, setEdits] = useState(0);
  const userId = user?.id;
  const userEmail = user?.email ?? undefined;
  const recordId = record?.id;
  useEffect(() => {
    if (!edits || !userId || submitted) return;
    const timer = setTimeout(() => {
      setEdits(0);
      saveDraft({ userId, quizId, history, id: recordId, body: { user_email: userEmail, ...answersToSend(draft), updated_at: new Date().toISOString() } })
        .unwrap()
        .catch((failure: unknown) => logFailure('draft save failed', failure));
    }, DRAFT_SAVE_MS);
    return () => clearTimeout(timer);
  }, [edits, draft, userId, userEmail, quizId, history, recordId, submitted, saveDraft]);
  const choose = (index: number, letter: QuizLetter) => {
    setDraft((current) => ({ ...current, selected: { ...current.selected, [index]: letter } }));
    setEdits((count) => count + 1);
  };
  const write = (index: number, text: string) => {
    setDraft((current) => ({ ...current, essays: { ...current.essays, [index]: text } }));
    setEdits((count) => count + 1);
  };
  const setBusy = (index: number, busy: boolean) =>
    setBusyEssays((current) => {
      const next = new Set(current);
      if (busy) next.add(index);
      else next.delete(index);
      return next;
    });

  const submit = async () => {
    if (!args) return;
    if (unansweredCount(quiz, draft.selected) > 0) {
      toast.warning(T.answerAll(quiz.questionQuiz.length));
      return;
    }
    singles.current.clear();
    setEdits(0);
    try {
      await save({ ...args, id: record?.id, body: { user_email: user?.email ?? undefined, ...answersToSend(draft), status: 'complete', updated_at: new Date().toISOString() } }).unwrap();
      toast.success(T.submitted);
    } catch (failure) {
      logFailure('submit failed', failure);
      toast.error(refusalMessage(failure, T.submitFailed));
    }
  };

  /** 'Chấm điểm' before the submit (the answer is sent and saved), 'Chấm lại' after a failed grading (the stored answer). */
  const grade = async (index: number) => {
    if (!args) return;
    const answer = submitted ? undefined : (draft.essays[index] ?? '');
    if (answer !== undefined && !answer.trim()) {
      toast.warning(T.emptyEssay);
      return;
    }
    singles.current.add(index);
    setBusy(index, true);
    try {
      await gradeEssay({ ...args, index, answer }).unwrap();
    } catch (failure) {
      logFailure('essay grading request failed', failure);
      gradingToast.error(failureMessage(T.singleGradingFailed, failure));
    } finally {
      setBusy(index, false);
    }
  };

  const startOver = async () => {
    if (!args) return;
    try {
      await redo(args).unwrap();
      singles.current.clear();
      toast.success(T.redone);
    } catch (failure) {
      logFailure('redo failed', failure);
      toast.error(failureMessage(T.redoFailed, failure));
    }
  };

  const locked = submitted || !loaded;
  return (
    <section className={styles.block} aria-label={title ?? T.title} data-quiz-id={quizId}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {title ?? T.title}
      </Typography.Title>
      {quiz.questionQuiz.length ? (
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
              locked={locked}
              onChoose={(letter) => choose(index, letter)}
            />
          ))}
        </div>
      ) : null}
      {quiz.questionEssay.length ? (
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
                busy={busyEssays.has(index)}
                onChange={(next) => write(index, next)}
                onGrade={() => void grade(index)}
              />
            );
          })}
        </div>
      ) : null}
      {submitted && record ? <QuizResult record={record} mcqCount={quiz.questionQuiz.length} /> : null}
      {anyFailed ? <Alert type="warning" showIcon title={T.gradingFailed} /> : null}
      <div className={styles.actions}>
        {submitted ? (
          <Button onClick={() => void startOver()} loading={redoing}>
            {T.redo}
          </Button>
        ) : (
          <Button type="primary" onClick={() => void submit()} loading={saving} disabled={!loaded}>
            {T.submit}
          </Button>
        )}
      </div>
    </section>
  );
}
