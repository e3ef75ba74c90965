import type { QuizHistoryRecord } from '@k9/contracts';
import type { QuizLetter } from '@k9/domain';
import { useEffect, useState } from 'react';
import { answersToSend, draftOf, EMPTY_DRAFT, type QuizDraft } from './quiz-block.rules';
import { useSaveAttemptMutation, type QuizAttemptArgs } from './quiz.api';

/** Answers are kept on the server this long after the learner's last change (a reload mid-quiz restores them). */
export const DRAFT_SAVE_MS = 1500;

/** Spec 8.1: loading and saving the history fail silently for the learner (logged only). */
export const logFailure = (what: string, error: unknown) => console.error(`Quiz: ${what}`, error);

type Attempt = {
  /** Null while nobody is signed in. */
  args: QuizAttemptArgs | null;
  userEmail: string | undefined;
  record: QuizHistoryRecord | null | undefined;
  loaded: boolean;
  submitted: boolean;
};

/**
 * The answers on screen before the submit. Restored from the record once loaded; emptied when an attempt that was
 * submitted is redone; kept while the learner answers (a single essay's grading saves a draft that lacks the choices).
 * They are saved as a draft (QuizAnswersSaved) shortly after the learner's last change, so a reload, another tab or
 * another device finds them; a failure is only logged (spec 2 §8.1), the submit sends them anyway.
 */
export function useQuizDraft({ args, userEmail, record, loaded, submitted }: Attempt) {
  const [saveDraft] = useSaveAttemptMutation();
  const [draft, setDraft] = useState<QuizDraft>(EMPTY_DRAFT);
  const phase = !loaded ? null : submitted ? `complete:${record?.attempt}` : 'open';
  const [restoredPhase, setRestoredPhase] = useState<string | null>(null);
  if (phase !== null && phase !== restoredPhase) {
    setRestoredPhase(phase);
    if (phase === 'open') setDraft(restoredPhase === null ? draftOf(record) : EMPTY_DRAFT);
  }

  // The learner's changes since the last save or submit (0: nothing to save).
  const [edits, setEdits] = useState(0);
  const userId = args?.userId;
  const quizId = args?.quizId;
  const history = args?.history;
  const recordId = record?.id;
  useEffect(() => {
    if (!edits || !userId || quizId === undefined || !history || submitted) return;
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
  /** The answers are being submitted: no draft save is due any more. */
  const settled = () => setEdits(0);
  return { draft, choose, write, settled };
}
