import type { QuizHistoryRecord, QuizHistoryResponse, QuizHistorySave, QuizScore, QuizScoresResponse, QuizStats, QuizStatsResponse } from '@k9/contracts';
import { QUIZ_ROUTES } from '@k9/contracts/learning/quiz/quiz.routes';
import { baseApi } from '../../../api/base-api';
import { followServer } from '../../../api/follow-server';
import { isOlderRecord } from './attempt-freshness';

/** Which documented history holds a quiz's attempts: case training and the learner's own cases 'case', the rest 'question'. */
export type QuizHistoryKind = 'case' | 'question';
/** The newest score of each quiz by its id: a plain object, so the store stays serialisable and a refetch merges. */
export type QuizScoresById = Readonly<Record<number, QuizScore>>;
export type QuizAttemptArgs = { userId: string; quizId: number; history: QuizHistoryKind };
export type SaveAttemptArgs = QuizAttemptArgs & { body: Omit<QuizHistorySave, 'user_id' | 'case_id' | 'question_id'> };

const attemptTag = (quizId: number) => ({ type: 'QuizAttempt' as const, id: quizId });
const SCORES = { type: 'QuizScores' as const, id: 'OWN' };
const STATS = { type: 'QuizStats' as const, id: 'OWN' };

const recordOf = (response: QuizHistoryResponse): QuizHistoryRecord | null => response.data;
const historyUrl = (history: QuizHistoryKind) => (history === 'case' ? QUIZ_ROUTES.caseHistory : QUIZ_ROUTES.questionHistory);

/**
 * Quiz attempts (spec 2 §4.1, §7.1, §7.11): the server keeps the answers, computes the score and sends the grades of
 * essays over /ws ('quiz.attempt.changed'), which update the open quiz, the badges and the statistics at once.
 */
export const quizApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    quizAttempt: build.query<QuizHistoryRecord | null, QuizAttemptArgs>({
      query: ({ userId, quizId, history }) => (history === 'case' ? QUIZ_ROUTES.caseHistoryOf(userId, quizId) : QUIZ_ROUTES.questionHistoryOf(userId, quizId)),
      transformResponse: recordOf,
      providesTags: (_result, _error, { quizId }) => [attemptTag(quizId)],
      // A grade (or the learner's own save in another tab) replaces the attempt held, unless it is older.
      ...followServer<QuizHistoryRecord | null, QuizAttemptArgs>({
        readsAgain: ({ quizId }) => [attemptTag(quizId)],
        listen: (entry, { quizId }) =>
          entry.on('quiz.attempt.changed', (message) => {
            if (message.quizId === quizId) entry.patch((held) => (isOlderRecord(held, message.record) ? undefined : message.record));
          }),
      }),
    }),
    /** POST for the first save, PUT (with the record's id) afterwards; the answer is the record as the server stored it. */
    saveAttempt: build.mutation<QuizHistoryRecord | null, SaveAttemptArgs & { id?: string }>({
      query: ({ userId, quizId, history, body, id }) => ({
        url: historyUrl(history),
        method: id ? 'PUT' : 'POST',
        body: { ...body, ...(id ? { id } : {}), user_id: userId, ...(history === 'case' ? { case_id: quizId } : { question_id: quizId }) },
      }),
      transformResponse: recordOf,
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) keepNewest(dispatch, getState, { userId: args.userId, quizId: args.quizId, history: args.history }, data);
      },
      // A draft changes no score: only a submit refreshes the badges and the statistics.
      invalidatesTags: (_result, _error, { body }) => (body.status === 'complete' ? [SCORES, STATS] : []),
    }),
    redoAttempt: build.mutation<QuizHistoryRecord | null, QuizAttemptArgs>({
      query: ({ quizId }) => ({ url: QUIZ_ROUTES.redo(quizId), method: 'POST' }),
      transformResponse: recordOf,
      async onQueryStarted(args, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) keepNewest(dispatch, getState, args, data);
      },
      invalidatesTags: [SCORES, STATS],
    }),
    /** Grade one essay (before the submit the answer is saved first) or grade it again after a failure. */
    gradeEssay: build.mutation<QuizHistoryRecord | null, QuizAttemptArgs & { index: number; answer?: string }>({
      query: ({ quizId, index, answer }) => ({ url: QUIZ_ROUTES.gradeEssay(quizId, index), method: 'POST', body: answer === undefined ? {} : { answer } }),
      transformResponse: recordOf,
      async onQueryStarted({ index: _index, answer: _answer, ...args }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data !== undefined) keepNewest(dispatch, getState, args, data);
      },
    }),
    /** The newest score of every quiz the learner touched: badges and the quiz-status filter. */
    quizScores: build.query<QuizScoresById, void>({
      query: () => QUIZ_ROUTES.scores,
      transformResponse: (response: QuizScoresResponse): QuizScoresById => Object.fromEntries(response.data.map((score) => [score.quizId, score])),
      providesTags: [SCORES],
      ...followServer<QuizScoresById, void>({
        readsAgain: () => [SCORES, STATS],
        listen: (entry) => entry.on('quiz.attempt.changed', entry.readAgain),
      }),
    }),
    quizStats: build.query<QuizStats, string | null>({
      query: (program) => (program ? `${QUIZ_ROUTES.stats}?program=${encodeURIComponent(program)}` : QUIZ_ROUTES.stats),
      transformResponse: (response: QuizStatsResponse) => response.data,
      providesTags: [STATS],
    }),
  }),
});

/**
 * A mutation's answer goes into the open quiz unless /ws already delivered a newer state of the same attempt (a grade
 * can arrive before the HTTP answer that was read before it; that answer must not bring back 'pending').
 */
function keepNewest(dispatch: (action: unknown) => unknown, getState: () => unknown, args: QuizAttemptArgs, data: QuizHistoryRecord | null): void {
  const cached = quizApi.endpoints.quizAttempt.select(args)(getState() as Parameters<ReturnType<typeof quizApi.endpoints.quizAttempt.select>>[0]).data;
  if (!isOlderRecord(cached, data)) dispatch(quizApi.util.upsertQueryData('quizAttempt', args, data));
}

export const { useQuizAttemptQuery, useSaveAttemptMutation, useRedoAttemptMutation, useGradeEssayMutation, useQuizScoresQuery, useQuizStatsQuery } = quizApi;
