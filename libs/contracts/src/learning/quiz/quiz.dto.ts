import { Allow, IsInt, IsOptional } from 'class-validator';
import { QUIZ_MESSAGES as M } from '@k9/domain';

/** POST /api/quiz-reviews/{attemptId}/essays/{index}: no grade (or null) confirms the flagged one; an integer 1-10 (the decider checks the range) changes it. */
export class QuizGradeReviewRequest {
  @IsInt({ message: M.reviewGradeInvalid })
  @IsOptional()
  grade?: number | null;
}

/** POST /api/quiz-attempts/{quizId}/essays/{index}/grade: the answer is judged once the quiz is found (an empty one: 400 EMPTY_ESSAY). */
export class GradeEssayRequest {
  @Allow()
  answer?: unknown;
}
