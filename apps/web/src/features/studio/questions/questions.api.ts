import type { AnswerRecord, AnswerResponse, QuestionCreateResponse, QuestionDeleteResponse, QuestionListResponse, QuestionMoveResponse, QuestionRecord, QuestionResponse } from '@k9/contracts';
import { QUESTION_ROUTES } from '@k9/contracts/studio/questions/question.routes';
import type { QuestionLevel } from '@k9/domain/studio/questions/question.types';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';

const LIST = { type: 'StudioQuestion' as const, id: 'LIST' };

export type QuestionForm = { question: string; category: string; level: QuestionLevel };
export type AnswerForm = { question_id: number; title?: string; html: string; content?: string; level?: QuestionLevel | ''; show?: boolean };

/** Questions and answers (spec 1 §7): the management screen reads the list with the answers inside. */
export const questionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    questions: build.query<QuestionRecord[], void>({
      query: () => QUESTION_ROUTES.questions,
      transformResponse: (response: QuestionListResponse) => response.data,
      providesTags: [LIST],
      // Another admin's change, or a publish from the AI screen, arrives as 'question.changed': the list is read again.
      ...followServer<QuestionRecord[], void>({
        readsAgain: () => [LIST],
        listen: (entry) => entry.on('question.changed', entry.readAgain),
      }),
    }),
    createQuestion: build.mutation<QuestionRecord, QuestionForm>({
      query: (body) => ({ url: QUESTION_ROUTES.questions, method: 'POST', body }),
      transformResponse: (response: QuestionCreateResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    updateQuestion: build.mutation<QuestionRecord, QuestionForm & { id: number }>({
      query: (body) => ({ url: QUESTION_ROUTES.questions, method: 'PUT', body }),
      transformResponse: (response: QuestionResponse) => response.data,
      invalidatesTags: [LIST],
    }),
    deleteQuestion: build.mutation<QuestionDeleteResponse, number>({
      query: (id) => ({ url: QUESTION_ROUTES.question(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    /** The list comes back in its new order and takes the cache's place at once. */
    moveQuestion: build.mutation<QuestionRecord[], { id: number; direction: 'up' | 'down' }>({
      query: ({ id, direction }) => ({ url: QUESTION_ROUTES.questionMove(id), method: 'POST', body: { direction } }),
      transformResponse: (response: QuestionMoveResponse) => response.data,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(questionsApi.util.upsertQueryData('questions', undefined, data));
        } catch {
          // The screen shows the error; the cached list stays as it was.
        }
      },
    }),
    saveAnswer: build.mutation<AnswerRecord, AnswerForm & { exists: boolean }>({
      query: ({ exists, ...body }) => ({ url: QUESTION_ROUTES.answers, method: exists ? 'PUT' : 'POST', body }),
      transformResponse: (response: AnswerResponse) => response.data,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useQuestionsQuery, useCreateQuestionMutation, useUpdateQuestionMutation, useDeleteQuestionMutation, useMoveQuestionMutation, useSaveAnswerMutation } = questionsApi;
