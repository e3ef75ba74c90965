import type { DomainEvent } from '../../shared/event-store.port.js';
import type { QuizSubjectInfo } from './quiz-attempt.commands.js';
import type { EssayAnswers, SelectedAnswers } from './rules/scoring.js';

/** Whose attempt on which quiz: every event names both (the stream is `quiz-attempts-{userId}-{quizId}`). */
type Attempt = { userId: string; quizId: number; attempt: number };

/** Answers saved before submitting (a draft, or an essay sent for grading on its own). */
export type QuizAnswersSaved = DomainEvent<'QuizAnswersSaved', Attempt & QuizSubjectInfo & { historyId: string; userEmail: string | null; selectedAnswers: SelectedAnswers; essayAnswers: EssayAnswers }>;

/** The submit: answers locked and scored on the server (spec 2 §9.1); essays not yet graded count 0 until they are. */
export type QuizSubmitted = DomainEvent<
  'QuizSubmitted',
  Attempt &
    QuizSubjectInfo & {
    historyId: string;
    userEmail: string | null;
    selectedAnswers: SelectedAnswers;
    essayAnswers: EssayAnswers;
    correct: number;
    mcqCount: number;
    essayCount: number;
    score: number;
  }
>;

/** An essay goes to the grader (a job); `run` counts the requests of this essay in this attempt (a retry is run 2 ...). */
export type EssayGradingRequested = DomainEvent<'EssayGradingRequested', Attempt & { index: number; run: number }>;

/** The grader's verdict, with its provenance: the gateway call (ledger entry), the model and the prompt version. */
export type EssayGraded = DomainEvent<
  'EssayGraded',
  Attempt & {
    index: number;
    run: number;
    grade: number;
    comment: string;
    referenceEssay: string;
    /** What the quiz shows under the essay (spec 2 §3 aiGrading). */
    aiGrading: string;
    callId: string;
    model: string;
    promptVersion: number;
    /** The attempt's score with this grade, once submitted; null before. */
    score: number | null;
  }
>;

export type EssayGradingFailed = DomainEvent<'EssayGradingFailed', Attempt & { index: number; run: number; reason: string; callId: string | null }>;

/** 'Làm lại': a new attempt starts empty; the last submitted score stays the quiz's score until the next submit. */
export type QuizRedone = DomainEvent<'QuizRedone', Attempt>;

export type QuizAttemptEvent = QuizAnswersSaved | QuizSubmitted | EssayGradingRequested | EssayGraded | EssayGradingFailed | QuizRedone;
export const QUIZ_ATTEMPT_EVENT_TYPES = ['QuizAnswersSaved', 'QuizSubmitted', 'EssayGradingRequested', 'EssayGraded', 'EssayGradingFailed', 'QuizRedone'] as const satisfies ReadonlyArray<QuizAttemptEvent['type']>;
