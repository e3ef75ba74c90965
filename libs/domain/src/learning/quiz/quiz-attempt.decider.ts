import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { QuizAttemptCommand, RecordEssayGrade, RecordEssayGradingFailure, RequestEssayGrading, SaveQuizAnswers, SubmitQuiz } from './quiz-attempt.commands.js';
import type { QuizAttemptEvent } from './quiz-attempt.events.js';
import { QUIZ_MESSAGES as M } from './quiz.messages.js';
import { assertAllAnswered } from './rules/answers.js';
import { correctCount, scoreOf, type EssayAnswers, type EssayGrades, type SelectedAnswers } from './rules/scoring.js';

/** One learner's attempts on one quiz: small, and two learners never contend. */
export const quizAttemptStreamId = (userId: string, quizId: number) => `quiz-attempts-${userId}-${quizId}`;

export type EssayGrade = { grade: number; comment: string; referenceEssay: string; aiGrading: string; callId: string; model: string; promptVersion: number };
/** An essay's grading in the current attempt: asked (run n), graded or failed. */
export type EssayGrading = { run: number; state: 'pending' | 'graded' | 'failed'; grade: EssayGrade | null; reason: string | null };

export type QuizAttemptState = {
  userId: string | null;
  historyId: string | null;
  /** 0 before anything was saved; 'Làm lại' starts the next. */
  attempt: number;
  phase: 'new' | 'answering' | 'submitted';
  selected: SelectedAnswers;
  essays: EssayAnswers;
  gradings: Readonly<Record<number, EssayGrading>>;
  counts: { mcqCount: number; essayCount: number; correct: number } | null;
  score: number | null;
  /** The newest submitted attempt's score (what badges and statistics count). */
  lastScore: number | null;
};

const sameAnswers = (a: Record<number, string>, b: Record<number, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[Number(key)] === b[Number(key)]);
};

const gradesOf = (gradings: QuizAttemptState['gradings']): EssayGrades =>
  Object.fromEntries(Object.entries(gradings).flatMap(([index, g]) => (g.grade ? [[Number(index), g.grade.grade]] : [])));

function assertOwner(userId: string, state: QuizAttemptState): void {
  if (!userId || (state.userId !== null && state.userId !== userId)) throw new DomainError('NOT_QUIZ_OWNER', M.notOwner, 'forbidden');
}

/** The attempt this command works on: the current one, or the first. */
const current = (state: QuizAttemptState) => Math.max(state.attempt, 1);

//// Decide

function save({ data }: SaveQuizAnswers, state: QuizAttemptState): QuizAttemptEvent[] {
  assertOwner(data.userId, state);
  if (state.phase === 'submitted') throw new DomainError('QUIZ_ALREADY_SUBMITTED', M.alreadySubmitted, 'conflict');
  if (state.phase === 'answering' && sameAnswers(state.selected, data.selected) && sameAnswers(state.essays, data.essays)) return [];
  const { userId, quizId } = data;
  return [
    {
      type: 'QuizAnswersSaved',
      data: { userId, quizId, attempt: current(state), historyId: state.historyId ?? data.historyId, userEmail: data.userEmail, ...data.subject, selectedAnswers: data.selected, essayAnswers: data.essays },
    },
  ];
}

/** Essays with text and no grade (nor a grading under way) go to the grader. */
function gradingRequests(userId: string, quizId: number, attempt: number, essays: EssayAnswers, gradings: QuizAttemptState['gradings']): QuizAttemptEvent[] {
  return Object.keys(essays)
    .map(Number)
    .filter((index) => essays[index]?.trim() && !gradings[index])
    .map((index) => ({ type: 'EssayGradingRequested', data: { userId, quizId, attempt, index, run: 1 } }) as const);
}

function submit({ data }: SubmitQuiz, state: QuizAttemptState): QuizAttemptEvent[] {
  assertOwner(data.userId, state);
  if (state.phase === 'submitted') {
    if (sameAnswers(state.selected, data.selected) && sameAnswers(state.essays, data.essays)) return [];
    throw new DomainError('QUIZ_ALREADY_SUBMITTED', M.alreadySubmitted, 'conflict');
  }
  assertAllAnswered(data.quiz, data.selected);
  const { userId, quizId, quiz } = data;
  const attempt = current(state);
  // Grades of essays graded one by one before the submit stay when the text is the one they graded.
  const kept = Object.fromEntries(Object.entries(state.gradings).filter(([index]) => state.essays[Number(index)] === data.essays[Number(index)]));
  const counts = { mcqCount: quiz.questionQuiz.length, essayCount: quiz.questionEssay.length };
  const correct = correctCount(quiz, data.selected);
  return [
    {
      type: 'QuizSubmitted',
      data: {
        userId,
        quizId,
        attempt,
        historyId: state.historyId ?? data.historyId,
        userEmail: data.userEmail,
        ...data.subject,
        selectedAnswers: data.selected,
        essayAnswers: data.essays,
        correct,
        ...counts,
        score: scoreOf(counts, correct, gradesOf(kept)),
      },
    },
    ...gradingRequests(userId, quizId, attempt, data.essays, kept),
  ];
}

function requestGrading({ data }: RequestEssayGrading, state: QuizAttemptState): QuizAttemptEvent[] {
  assertOwner(data.userId, state);
  const answer = state.essays[data.index];
  if (!answer?.trim()) throw new DomainError('EMPTY_ESSAY', M.emptyEssay);
  const grading = state.gradings[data.index];
  if (grading?.state === 'pending') return [];
  return [{ type: 'EssayGradingRequested', data: { userId: data.userId, quizId: data.quizId, attempt: current(state), index: data.index, run: (grading?.run ?? 0) + 1 } }];
}

/** A result for another attempt, another text or another run than the one asked last is dropped (a stale job). */
const stale = (data: { attempt: number; index: number; run: number }, state: QuizAttemptState) =>
  data.attempt !== current(state) || state.gradings[data.index]?.run !== data.run || state.gradings[data.index]?.state !== 'pending';

function recordGrade({ data }: RecordEssayGrade, state: QuizAttemptState): QuizAttemptEvent[] {
  if (stale(data, state) || state.essays[data.index] !== data.answer) return [];
  const { userId, quizId, attempt, index, run, grade, comment, referenceEssay, aiGrading, callId, model, promptVersion } = data;
  const score = state.phase === 'submitted' && state.counts ? scoreOf(state.counts, state.counts.correct, { ...gradesOf(state.gradings), [index]: grade }) : null;
  return [{ type: 'EssayGraded', data: { userId, quizId, attempt, index, run, grade, comment, referenceEssay, aiGrading, callId, model, promptVersion, score } }];
}

function recordFailure({ data }: RecordEssayGradingFailure, state: QuizAttemptState): QuizAttemptEvent[] {
  if (stale(data, state)) return [];
  const { userId, quizId, attempt, index, run, reason, callId } = data;
  return [{ type: 'EssayGradingFailed', data: { userId, quizId, attempt, index, run, reason, callId } }];
}

//// Evolve

function evolve(state: QuizAttemptState, event: QuizAttemptEvent): QuizAttemptState {
  const { userId, attempt } = event.data;
  switch (event.type) {
    case 'QuizAnswersSaved': {
      const { essayAnswers } = event.data;
      const gradings = Object.fromEntries(Object.entries(state.gradings).filter(([index]) => state.essays[Number(index)] === essayAnswers[Number(index)]));
      return { ...state, userId, attempt, historyId: event.data.historyId, phase: 'answering', selected: event.data.selectedAnswers, essays: essayAnswers, gradings };
    }
    case 'QuizSubmitted': {
      const { essayAnswers, mcqCount, essayCount, correct, score } = event.data;
      const gradings = Object.fromEntries(Object.entries(state.gradings).filter(([index]) => state.essays[Number(index)] === essayAnswers[Number(index)]));
      return { ...state, userId, attempt, historyId: event.data.historyId, phase: 'submitted', selected: event.data.selectedAnswers, essays: essayAnswers, gradings, counts: { mcqCount, essayCount, correct }, score, lastScore: score };
    }
    case 'EssayGradingRequested':
      return { ...state, gradings: { ...state.gradings, [event.data.index]: { run: event.data.run, state: 'pending', grade: state.gradings[event.data.index]?.grade ?? null, reason: null } } };
    case 'EssayGraded': {
      const { index, run, grade, comment, referenceEssay, aiGrading, callId, model, promptVersion, score } = event.data;
      const gradings = { ...state.gradings, [index]: { run, state: 'graded' as const, grade: { grade, comment, referenceEssay, aiGrading, callId, model, promptVersion }, reason: null } };
      return score === null ? { ...state, gradings } : { ...state, gradings, score, lastScore: score };
    }
    case 'EssayGradingFailed': {
      const { index, run, reason } = event.data;
      return { ...state, gradings: { ...state.gradings, [index]: { run, state: 'failed', grade: state.gradings[index]?.grade ?? null, reason } } };
    }
    case 'QuizRedone':
      return { ...state, attempt, phase: 'new', selected: {}, essays: {}, gradings: {}, counts: null, score: null };
    default:
      return assertNever(event);
  }
}

export const quizAttemptDecider: Decider<QuizAttemptCommand, QuizAttemptEvent, QuizAttemptState> = {
  initialState: () => ({ userId: null, historyId: null, attempt: 0, phase: 'new', selected: {}, essays: {}, gradings: {}, counts: null, score: null, lastScore: null }),
  evolve,
  decide: (command, state) => {
    switch (command.type) {
      case 'SaveQuizAnswers':
        return save(command, state);
      case 'SubmitQuiz':
        return submit(command, state);
      case 'RequestEssayGrading':
        return requestGrading(command, state);
      case 'RecordEssayGrade':
        return recordGrade(command, state);
      case 'RecordEssayGradingFailure':
        return recordFailure(command, state);
      case 'RedoQuiz':
        assertOwner(command.data.userId, state);
        if (state.phase === 'new') return [];
        return [{ type: 'QuizRedone', data: { userId: command.data.userId, quizId: command.data.quizId, attempt: state.attempt + 1 } }];
      default:
        return assertNever(command);
    }
  },
};
