import type { EssayGradingView, QuizHistoryRecord, QuizReview } from '@k9/contracts';
import { isProvisional, resultLabel, type EssayGrade, type QuizAttemptState, type QuizContent } from '@k9/domain';

/** A quiz_attempt row as read. */
export type AttemptRow = {
  user_id: string;
  quiz_id: number;
  history_id: string;
  history: 'case' | 'question';
  user_email: string | null;
  question_type: string;
  question_name: string;
  state: QuizAttemptState;
  status: QuizHistoryRecord['status'];
  score: number | null;
  last_score: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_position: number | string;
};

/**
 * Before the submit a learner sees the grade and the comment only: the reference essay (and the editor's expected
 * answer) would be the answer to copy. The grader's whole text stays in the event and the ledger.
 */
const shownBeforeSubmit = (grade: EssayGrade) => [`ĐIỂM: ${grade.grade}/10`, grade.comment ? `Nhận xét: ${grade.comment}` : null].filter(Boolean).join('\n\n');

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** The answers of a submitted attempt: the correct letters and explanations (DESIGN §13: only after the submit). */
export function reviewOf(quiz: QuizContent): QuizReview {
  return {
    correctAnswers: Object.fromEntries(quiz.questionQuiz.map((question, index) => [String(index), question.correct_answer])),
    explanations: Object.fromEntries(quiz.questionQuiz.map((question, index) => [String(index), question.explanation])),
  };
}

/** The history record a learner reads (spec 2 §7.1 / §7.11 shapes) from the row and, once submitted, the quiz's answers. */
export function historyRecordOf(row: AttemptRow, quiz: QuizContent | null): QuizHistoryRecord {
  const { state } = row;
  const essayGrading: Record<string, EssayGradingView> = {};
  const aiGrading: Record<string, string> = {};
  const submitted = state.phase === 'submitted';
  for (const [index, grading] of Object.entries(state.gradings)) {
    essayGrading[index] = {
      state: grading.state,
      run: grading.run,
      grade: grading.grade?.grade ?? null,
      comment: grading.grade?.comment ?? null,
      referenceEssay: submitted ? (grading.grade?.referenceEssay ?? null) : null,
      callId: grading.grade?.callId ?? null,
      model: grading.grade?.model ?? null,
      promptVersion: grading.grade?.promptVersion ?? null,
      reason: grading.reason,
      provisional: isProvisional(grading.grade),
      expectedAnswer: submitted ? (quiz?.questionEssay[Number(index)]?.expectedAnswer ?? null) : null,
    };
    if (grading.grade) aiGrading[index] = submitted ? grading.grade.aiGrading : shownBeforeSubmit(grading.grade);
  }
  const idField = row.history === 'case' ? { case_id: Number(row.quiz_id) } : { question_id: Number(row.quiz_id) };
  return {
    id: row.history_id,
    user_id: row.user_id,
    user_email: row.user_email,
    ...idField,
    questionName: row.question_name,
    questionType: row.question_type,
    attempt: state.attempt,
    status: row.status,
    selectedAnswers: state.selected,
    essayAnswers: state.essays,
    aiGrading,
    essayGrading,
    score: submitted ? state.score : null,
    resultLabel: submitted && state.score !== null ? resultLabel(state.score) : null,
    lastScore: state.lastScore,
    review: submitted && quiz ? reviewOf(quiz) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    revision: Number(row.last_position),
  };
}
