import type { QuizGradeReviewBody, QuizGradeReviewsResponse } from '@k9/contracts';
import { QUIZ_ROUTES } from '@k9/contracts/learning/quiz/quiz.routes';
import { baseApi } from '../../../api/base-api';

const LIST = { type: 'QuizReview' as const, id: 'LIST' };

/** The grades held for a teacher's review (admins), and the confirmation or change of one. */
export const quizReviewsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quizReviews: build.query<QuizGradeReviewsResponse, void>({
      query: () => QUIZ_ROUTES.gradeReviews,
      providesTags: [LIST],
    }),
    reviewGrade: build.mutation<unknown, { attemptId: string; index: number; body: QuizGradeReviewBody }>({
      query: ({ attemptId, index, body }) => ({ url: QUIZ_ROUTES.gradeReview(attemptId, index), method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useQuizReviewsQuery, useReviewGradeMutation } = quizReviewsApi;
