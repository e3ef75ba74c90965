import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type {
  EssayVerdict,
  QuizAttemptCommand,
  RecordEssayGrade,
  RecordEssayGradingFailure,
  RegradeEssay,
  RequestEssayGrading,
  RetryEssayGrading,
  ReviewEssayGrade,
  SaveQuizAnswers,
  SubmitQuiz,
} from './quiz-attempt.commands.js';
import type { QuizAttemptEvent } from './quiz-attempt.events.js';
import { QUIZ_MESSAGES as M } from './quiz.messages.js';
import { assertAllAnswered } from './rules/answers.js';
import { GRADING_LIMITS } from './rules/essay-grading.js';
import { reviewReasons, type ReviewReason } from './rules/essay-review.js';
import { correctCount, scoreOf, type EssayAnswers, type EssayGrades, type SelectedAnswers } from './rules/scoring.js';

/** One learner's attempts on one quiz: small, and two learners never contend. */
export const quizAttemptStreamId = (userId: string, quizId: number) => `quiz-attempts-${userId}-${quizId}`;

/** A teacher's review of a flagged grade: kept ('confirmed') or replaced ('changed'; `aiGrade` the grader's). */
export type EssayGradeReview = { decision: 'confirmed' | 'changed'; adminId: string; aiGrade: number };
export type EssayGrade = EssayVerdict & {
  /** Why the grade waits for a teacher (empty: it does not); absent in states stored before reviews. */
  flags?: ReviewReason[];
  review?: EssayGradeReview | null;
};
/** Flagged and not yet reviewed: shown as provisional, not counted in the score. */
export const isProvisional = (grade: EssayGrade | null | undefined): boolean => !!grade?.flags?.length && !grade.review;
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
  /** The last run asked of each essay in this attempt: never goes back, so no run's job id is asked twice. */
  runs?: Readonly<Record<number, number>>;
  /** Reference essays the learner was shown (of submitted attempts since redone), by essay: a copy is flagged. */
  seen?: Readonly<Record<number, readonly string[]>>;
};

/** How many reference essays of each question are remembered (the newest). */
const SEEN_KEPT = 3;

const sameAnswers = (a: Record<number, string>, b: Record<number, string>) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[Number(key)] === b[Number(key)]);
};

const gradesOf = (gradings: QuizAttemptState['gradings']): EssayGrades =>
  Object.fromEntries(Object.entries(gradings).flatMap(([index, g]) => (g.grade && !isProvisional(g.grade) ? [[Number(index), g.grade.grade]] : [])));

/** The submitted attempt's score with `gradings`; null before the submit. */
const scoreWith = (state: QuizAttemptState, gradings: QuizAttemptState['gradings']): number | null =>
  state.phase === 'submitted' && state.counts ? scoreOf(state.counts, state.counts.correct, gradesOf(gradings)) : null;

/** The next run of an essay: one more than any run asked in this attempt. */
const nextRun = (state: QuizAttemptState, index: number) => Math.max(state.runs?.[index] ?? 0, state.gradings[index]?.run ?? 0) + 1;

function assertOwner(userId: string, state: QuizAttemptState): void {
  if (!userId || (state.userId !== null && state.userId !== userId)) throw new DomainError('NOT_QUIZ_OWNER', M.notOwner, 'forbidden');
}

/** The attempt this command works on: the current one, or the first. */
const current = (state: QuizAttemptState) => Math.max(state.attempt, 1);

//// Decide

function save(command: SaveQuizAnswers, state: QuizAttemptState): QuizAttemptEvent[] {
  const data = oneEssayOverStored(command.data, state);
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

/** A save of one essay (`onlyEssay`) changes that essay over the answers as stored, not over what the sender had read. */
function oneEssayOverStored(data: SaveQuizAnswers['data'], state: QuizAttemptState): SaveQuizAnswers['data'] {
  if (data.onlyEssay === undefined || state.phase !== 'answering') return data;
  return { ...data, selected: state.selected, essays: { ...state.essays, [data.onlyEssay]: data.essays[data.onlyEssay] } };
}

/** Essays with text and no grade (nor a grading under way) go to the grader. */
function gradingRequests(state: QuizAttemptState, userId: string, quizId: number, attempt: number, essays: EssayAnswers, gradings: QuizAttemptState['gradings']): QuizAttemptEvent[] {
  return Object.keys(essays)
    .map(Number)
    .filter((index) => essays[index]?.trim() && !gradings[index])
    .map((index) => ({ type: 'EssayGradingRequested', data: { userId, quizId, attempt, index, run: nextRun(state, index) } }) as const);
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
    ...gradingRequests(state, userId, quizId, attempt, data.essays, kept),
  ];
}

function requestGrading({ data }: RequestEssayGrading, state: QuizAttemptState): QuizAttemptEvent[] {
  assertOwner(data.userId, state);
  const answer = state.essays[data.index];
  if (!answer?.trim()) throw new DomainError('EMPTY_ESSAY', M.emptyEssay);
  const grading = state.gradings[data.index];
  if (grading?.state === 'pending') return [];
  // A grade of this very text stays: only a failed grading is asked again (no re-rolls); an admin may regrade.
  if (grading?.state === 'graded') throw new DomainError('ESSAY_ALREADY_GRADED', M.gradeFinal, 'conflict');
  return [{ type: 'EssayGradingRequested', data: { userId: data.userId, quizId: data.quizId, attempt: current(state), index: data.index, run: nextRun(state, data.index) } }];
}

function regrade({ data }: RegradeEssay, state: QuizAttemptState): QuizAttemptEvent[] {
  if (state.userId !== data.userId) throw new DomainError('QUIZ_REVIEW_NOT_FOUND', M.reviewNotFound, 'not_found');
  if (!state.essays[data.index]?.trim()) throw new DomainError('EMPTY_ESSAY', M.emptyEssay);
  if (state.gradings[data.index]?.state === 'pending') return [];
  const regradedBy = { adminId: data.adminId, adminEmail: data.adminEmail };
  return [{ type: 'EssayGradingRequested', data: { userId: data.userId, quizId: data.quizId, attempt: current(state), index: data.index, run: nextRun(state, data.index), regradedBy } }];
}

/** Only the run still pending is asked again: a result recorded meanwhile (or a newer request) makes this a no-op. */
function retry({ data }: RetryEssayGrading, state: QuizAttemptState): QuizAttemptEvent[] {
  if (stale(data, state)) return [];
  return [{ type: 'EssayGradingRequested', data: { userId: data.userId, quizId: data.quizId, attempt: data.attempt, index: data.index, run: nextRun(state, data.index) } }];
}

function review({ data }: ReviewEssayGrade, state: QuizAttemptState): QuizAttemptEvent[] {
  const grading = state.gradings[data.index];
  if (state.userId !== data.userId || !grading) throw new DomainError('QUIZ_REVIEW_NOT_FOUND', M.reviewNotFound, 'not_found');
  if (grading.state !== 'graded' || !grading.grade || !isProvisional(grading.grade)) throw new DomainError('NOT_AWAITING_REVIEW', M.notAwaitingReview, 'conflict');
  const { grade } = data;
  if (grade !== null && (!Number.isInteger(grade) || grade < GRADING_LIMITS.minGrade || grade > GRADING_LIMITS.maxGrade)) throw new DomainError('INVALID_REVIEW_GRADE', M.reviewGradeInvalid);
  const aiGrade = grading.grade.grade;
  const kept = grade ?? aiGrade;
  const reviewed = { ...grading, grade: { ...grading.grade, grade: kept, review: { decision: 'confirmed' as const, adminId: data.adminId, aiGrade } } };
  const common = {
    userId: data.userId,
    quizId: data.quizId,
    attempt: current(state),
    index: data.index,
    run: grading.run,
    grade: kept,
    adminId: data.adminId,
    adminEmail: data.adminEmail,
    score: scoreWith(state, { ...state.gradings, [data.index]: reviewed }),
  };
  return kept === aiGrade ? [{ type: 'EssayGradeConfirmed', data: common }] : [{ type: 'EssayGradeChanged', data: { ...common, previousGrade: aiGrade } }];
}

/** A result for another attempt, another text or another run than the one asked last is dropped (a stale job). */
const stale = (data: { attempt: number; index: number; run: number }, state: QuizAttemptState) =>
  data.attempt !== current(state) || state.gradings[data.index]?.run !== data.run || state.gradings[data.index]?.state !== 'pending';

function recordGrade({ data }: RecordEssayGrade, state: QuizAttemptState): QuizAttemptEvent[] {
  if (stale(data, state) || state.essays[data.index] !== data.answer) return [];
  const { userId, quizId, attempt, index, run, grade, comment, referenceEssay, aiGrading, callId, model, promptVersion, structured } = data;
  const reasons = reviewReasons(data.answer, state.seen?.[index] ?? [], structured);
  const recorded: EssayGrade = { grade, comment, referenceEssay, aiGrading, callId, model, promptVersion, flags: reasons, review: null };
  const score = scoreWith(state, { ...state.gradings, [index]: { run, state: 'graded', grade: recorded, reason: null } });
  const graded: QuizAttemptEvent = { type: 'EssayGraded', data: { userId, quizId, attempt, index, run, grade, comment, referenceEssay, aiGrading, callId, model, promptVersion, score, structured } };
  return reasons.length ? [graded, { type: 'EssayGradeFlagged', data: { userId, quizId, attempt, index, run, reasons } }] : [graded];
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
    case 'EssayGradingRequested': {
      const { index, run } = event.data;
      return { ...state, runs: { ...state.runs, [index]: run }, gradings: { ...state.gradings, [index]: { run, state: 'pending', grade: state.gradings[index]?.grade ?? null, reason: null } } };
    }
    case 'EssayGraded': {
      const { index, run, grade, comment, referenceEssay, aiGrading, callId, model, promptVersion, score } = event.data;
      const gradings = { ...state.gradings, [index]: { run, state: 'graded' as const, grade: { grade, comment, referenceEssay, aiGrading, callId, model, promptVersion, flags: [], review: null }, reason: null } };
      return withScore({ ...state, gradings }, score);
    }
    case 'EssayGradeFlagged':
      return withGrade(state, event.data.index, (grade) => ({ ...grade, flags: event.data.reasons }));
    case 'EssayGradeConfirmed':
    case 'EssayGradeChanged': {
      const { index, grade: kept, adminId, score } = event.data;
      const decision = event.type === 'EssayGradeChanged' ? ('changed' as const) : ('confirmed' as const);
      // The shown text carries the grade that counts.
      const reviewed = withGrade(state, index, (grade) => ({ ...grade, grade: kept, aiGrading: grade.aiGrading.replace(/^ĐIỂM: \d+\/10/, `ĐIỂM: ${kept}/10`), review: { decision, adminId, aiGrade: grade.grade } }));
      return withScore(reviewed, score);
    }
    case 'EssayGradingFailed': {
      const { index, run, reason } = event.data;
      return { ...state, gradings: { ...state.gradings, [index]: { run, state: 'failed', grade: state.gradings[index]?.grade ?? null, reason } } };
    }
    case 'QuizRedone':
      return { ...state, attempt, phase: 'new', selected: {}, essays: {}, gradings: {}, counts: null, score: null, runs: {}, seen: seenAfter(state) };
    default:
      return assertNever(event);
  }
}

const withScore = (state: QuizAttemptState, score: number | null): QuizAttemptState => (score === null ? state : { ...state, score, lastScore: score });

function withGrade(state: QuizAttemptState, index: number, change: (grade: EssayGrade) => EssayGrade): QuizAttemptState {
  const grading = state.gradings[index];
  if (!grading?.grade) return state;
  return { ...state, gradings: { ...state.gradings, [index]: { ...grading, grade: change(grading.grade) } } };
}

/** A submitted attempt's reference essays were shown to the learner: remembered when a new attempt starts. */
function seenAfter(state: QuizAttemptState): QuizAttemptState['seen'] {
  const seen: Record<number, readonly string[]> = { ...state.seen };
  if (state.phase !== 'submitted') return seen;
  for (const [key, grading] of Object.entries(state.gradings)) {
    const reference = grading.grade?.referenceEssay;
    if (reference) seen[Number(key)] = [...(seen[Number(key)] ?? []), reference].slice(-SEEN_KEPT);
  }
  return seen;
}

export const quizAttemptDecider: Decider<QuizAttemptCommand, QuizAttemptEvent, QuizAttemptState> = {
  initialState: () => ({ userId: null, historyId: null, attempt: 0, phase: 'new', selected: {}, essays: {}, gradings: {}, counts: null, score: null, lastScore: null, runs: {}, seen: {} }),
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
      case 'RegradeEssay':
        return regrade(command, state);
      case 'RetryEssayGrading':
        return retry(command, state);
      case 'ReviewEssayGrade':
        return review(command, state);
      case 'RedoQuiz':
        assertOwner(command.data.userId, state);
        if (state.phase === 'new') return [];
        return [{ type: 'QuizRedone', data: { userId: command.data.userId, quizId: command.data.quizId, attempt: state.attempt + 1 } }];
      default:
        return assertNever(command);
    }
  },
};
