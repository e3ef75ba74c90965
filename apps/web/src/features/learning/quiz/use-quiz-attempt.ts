import type { EssayGradingView, QuizHistoryRecord } from '@k9/contracts';
import type { LearnerQuizContent } from '@k9/domain';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { failureMessage, refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useCurrentUser } from '../../identity/current-user';
import { answersToSend, draftOf, gradingNotices, unansweredCount, type QuizDraft } from './quiz-block.rules';
import { useGradeEssayMutation, useQuizAttemptQuery, useRedoAttemptMutation, useSaveAttemptMutation, type QuizAttemptArgs, type QuizHistoryKind } from './quiz.api';
import { QUIZ_TEXT as T } from './quiz.messages';
import { logFailure, useQuizDraft } from './use-quiz-draft';

/**
 * One learner's attempt at a quiz, as the server keeps it (the truth: it restores the answers, the grading and the
 * submitted state on load; the score and the answers come from it only), with what the block does to it: answer,
 * submit, grade one essay, redo.
 */
export function useQuizAttempt({ quizId, history, quiz }: { quizId: number; history: QuizHistoryKind; quiz: LearnerQuizContent }) {
  const user = useCurrentUser();
  const args = user ? { userId: user.id, quizId, history } : null;
  const { data: record, isSuccess, isError, error } = useQuizAttemptQuery(args ?? skipToken);
  const [save, { isLoading: saving }] = useSaveAttemptMutation();
  const [redo, { isLoading: redoing }] = useRedoAttemptMutation();
  const toast = useFormToast(`quiz-${quizId}`);
  const gradingToast = useFormToast(`quiz-${quizId}-grading`);
  /** Essays graded on their own (or again) since the last submit: their failure reads as the single-essay failure. */
  const singles = useRef(new Set<number>());
  const loaded = isSuccess || isError;
  const submitted = record?.status === 'complete';
  const { draft, choose, write, settled } = useQuizDraft({ args, userEmail: user?.email ?? undefined, record, loaded, submitted });

  useEffect(() => {
    if (error) logFailure('history load failed', error);
  }, [error]);
  useGradingNotices(loaded, record, submitted, singles, gradingToast);
  const { busyEssays, grade } = useEssayGrading({ args, submitted, draft, singles, toast, gradingToast });

  const submit = async () => {
    if (!args) return;
    if (unansweredCount(quiz, draft.selected) > 0) {
      toast.warning(T.answerAll(quiz.questionQuiz.length));
      return;
    }
    singles.current.clear();
    settled();
    try {
      await save({ ...args, id: record?.id, body: { user_email: user?.email ?? undefined, ...answersToSend(draft), status: 'complete', updated_at: new Date().toISOString() } }).unwrap();
      toast.success(T.submitted);
    } catch (failure) {
      logFailure('submit failed', failure);
      toast.error(refusalMessage(failure, T.submitFailed));
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

  return {
    record,
    loaded,
    submitted,
    /** The answers shown: the learner's before the submit, the record's after it. */
    shown: submitted ? draftOf(record) : draft,
    busyEssays,
    saving,
    redoing,
    choose,
    write,
    submit,
    grade,
    startOver,
  };
}

/** 'Chấm điểm' before the submit (the answer is sent and saved), 'Chấm lại' after a failed grading (the stored answer). */
function useEssayGrading({ args, submitted, draft, singles, toast, gradingToast }: {
  args: QuizAttemptArgs | null;
  submitted: boolean;
  draft: QuizDraft;
  singles: RefObject<Set<number>>;
  toast: ReturnType<typeof useFormToast>;
  gradingToast: ReturnType<typeof useFormToast>;
}) {
  const [gradeEssay] = useGradeEssayMutation();
  const [busyEssays, setBusyEssays] = useState<ReadonlySet<number>>(() => new Set());
  const setBusy = (index: number, busy: boolean) =>
    setBusyEssays((current) => {
      const next = new Set(current);
      if (busy) next.add(index);
      else next.delete(index);
      return next;
    });

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

  return { busyEssays, grade };
}

/** Grades and failures arrive over /ws: tell the learner when a pending grading ends (spec 2 §8.1). */
function useGradingNotices(
  loaded: boolean,
  record: QuizHistoryRecord | null | undefined,
  submitted: boolean,
  singles: RefObject<Set<number>>,
  gradingToast: ReturnType<typeof useFormToast>,
) {
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
  }, [loaded, record, submitted, singles, gradingToast]);
}
