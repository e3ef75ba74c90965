import type { AdvisorListResponse, ChatAnswerStartedResponse, ChatRunReplay, ChatSessionSummary, ChatSessionView } from '@k9/contracts';
import type { AdvisorSummary } from '@k9/domain';
import { ASSISTANT_ROUTES } from '@k9/contracts/assistant/assistant.routes';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';
import { addDeltas, endRun, mergeRunStreams, type RunStreamState } from '../ai/ai-run-stream';
import { chatRunOf, type ChatRunArgs } from './chat/chat-stream';

const LIST = { type: 'ChatSession' as const, id: 'LIST' };
export const sessionTag = (id: number) => ({ type: 'ChatSession' as const, id });
const runTag = (runId: string) => ({ type: 'ChatRun' as const, id: runId });
/** While the socket is down, an answering session (and its run) is read again this often. */
const POLL_WHILE_DOWN_MS = 3_000;

export type SendChatMessage = { sessionId: number; content: string; parentId?: string | null; advisorKey?: string; dataStore?: boolean };
export type RegenerateChatAnswer = { sessionId: number; questionId: string; advisorKey?: string; dataStore?: boolean };

/**
 * The chat workspace (issue 29; spec 1 §7 aiChatHistory): the learner's own sessions, one session with its messages
 * and its answering state, the answer's run streamed over /ws (ai.delta { runId, messageId, seq, delta }) and replayed
 * from seq 0 after a reload, the advisors a learner may choose.
 */
export const assistantApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET user/{email}: the caller's own sessions, newest first; each says whether it is answering. */
    chatSessions: build.query<ChatSessionSummary[], string>({
      query: (emailOrId) => ASSISTANT_ROUTES.ofUser(emailOrId),
      transformResponse: (response: { data: ChatSessionSummary[] }) => response.data,
      providesTags: [LIST],
      // An answer that ends, or one that began in another tab (a run the list does not know), changes the entries.
      ...followServer<ChatSessionSummary[], string>({
        readsAgain: () => [LIST],
        listen: (entry) => {
          // A session created, renamed, hidden or deleted in another tab (the owner's tabs only hear their own).
          entry.on('chat.sessions.changed', () => entry.readAgain());
          const asked = new Set<string>();
          const known = (runId: string) => !!entry.held()?.some((session) => session.answering?.runId === runId);
          entry.on('ai.ended', ({ runId }) => {
            if (known(runId)) entry.readAgain();
          });
          entry.on('ai.delta', ({ runId, messageId }) => {
            if (messageId && !known(runId) && !asked.has(runId)) {
              asked.add(runId);
              entry.readAgain();
            }
          });
        },
        pollWhileDown: { everyMs: POLL_WHILE_DOWN_MS, until: (held) => !!held?.some((session) => session.answering) },
      }),
    }),
    /** GET {id}: the session's messages (every branch) and whether it is answering, with which run. */
    chatSession: build.query<ChatSessionView, number>({
      query: (id) => ASSISTANT_ROUTES.one(id),
      transformResponse: (response: { data: ChatSessionView }) => response.data,
      providesTags: (_result, _error, id) => [sessionTag(id)],
      ...followServer<ChatSessionView, number>({
        readsAgain: (id) => [sessionTag(id)],
        listen: (entry, id) => {
          // Renamed in another tab, or an answer begun or ended there.
          entry.on('chat.sessions.changed', ({ sessionIds }) => {
            if (sessionIds.includes(id)) entry.readAgain();
          });
          const asked = new Set<string>();
          // The run's end: the stored answer follows (the screen reads again until it is in, see chat-area).
          entry.on('ai.ended', ({ runId }) => {
            if (entry.held()?.answering?.runId === runId) entry.readAgain();
          });
          // A run this session does not know: a question sent from another tab, or the answer asked again under a new
          // run after a restart. Read once per run (the delta does not say its session).
          entry.on('ai.delta', ({ runId, messageId }) => {
            const held = entry.held();
            if (!messageId || !held || held.answering?.runId === runId || asked.has(runId)) return;
            if (held.chatHistory.some((message) => message.id === messageId)) return;
            asked.add(runId);
            entry.readAgain();
          });
        },
        pollWhileDown: { everyMs: POLL_WHILE_DOWN_MS, until: (held) => !!held?.answering },
      }),
    }),
    /** The answer's run: replayed from seq 0 when first read (a reload mid-answer), then followed over /ws. */
    chatRun: build.query<RunStreamState, ChatRunArgs>({
      query: ({ sessionId, runId }) => `${ASSISTANT_ROUTES.run(sessionId, runId)}?after=0`,
      transformResponse: (replay: ChatRunReplay, _meta, { runId }) => chatRunOf(runId, replay),
      merge: (held, fresh) => mergeRunStreams(held, fresh),
      providesTags: (_result, _error, { runId }) => [runTag(runId)],
      keepUnusedDataFor: 5,
      ...followServer<RunStreamState, ChatRunArgs>({
        readsAgain: ({ runId }) => [runTag(runId)],
        listen: (entry, { runId }) => {
          entry.on('ai.delta', (delta) => {
            if (delta.runId === runId) entry.patch((held) => addDeltas(held, [delta]));
          });
          entry.on('ai.ended', (ended) => {
            if (ended.runId === runId) entry.patch((held) => endRun(held, ended));
          });
        },
        pollWhileDown: { everyMs: POLL_WHILE_DOWN_MS, until: (held) => held?.state === 'running' },
      }),
    }),
    /** The advisors and pipelines a learner may choose (never a system message); a failure is an empty list (spec 2 §8.6). */
    chatAdvisors: build.query<AdvisorSummary[], void>({
      query: () => ASSISTANT_ROUTES.advisors,
      transformResponse: (response: AdvisorListResponse) => response.data,
      providesTags: [{ type: 'ChatAdvisor' as const, id: 'LIST' }],
    }),
    createChatSession: build.mutation<{ id: number }, { advisorType?: string | null }>({
      query: (body) => ({ url: ASSISTANT_ROUTES.sessions, method: 'POST', body }),
      transformResponse: (response: { data: { id: number } }) => response.data,
      invalidatesTags: [LIST],
    }),
    deleteChatSession: build.mutation<void, number>({
      query: (id) => ({ url: ASSISTANT_ROUTES.one(id), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    /** 202: the question is stored and its answer started; the session (answering, with its run) comes back. */
    sendChatMessage: build.mutation<ChatAnswerStartedResponse, SendChatMessage>({
      query: ({ sessionId, ...body }) => ({ url: ASSISTANT_ROUTES.messages(sessionId), method: 'POST', body }),
      invalidatesTags: [LIST],
      async onQueryStarted({ sessionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(assistantApi.util.upsertQueryData('chatSession', sessionId, data.data));
      },
    }),
    /** 202: another answer to a stored question starts beside its others (no new question). */
    regenerateChatAnswer: build.mutation<ChatAnswerStartedResponse, RegenerateChatAnswer>({
      query: ({ sessionId, questionId, ...body }) => ({ url: ASSISTANT_ROUTES.answers(sessionId, questionId), method: 'POST', body }),
      invalidatesTags: [LIST],
      async onQueryStarted({ sessionId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(assistantApi.util.upsertQueryData('chatSession', sessionId, data.data));
      },
    }),
    /** Stops the session's answer through the jobs platform's one stop path; what streamed is kept. */
    stopChatAnswer: build.mutation<ChatSessionView, number>({
      query: (id) => ({ url: ASSISTANT_ROUTES.stop(id), method: 'POST' }),
      transformResponse: (response: { data: ChatSessionView }) => response.data,
      invalidatesTags: [LIST],
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(assistantApi.util.upsertQueryData('chatSession', id, data));
      },
    }),
  }),
});

export const {
  useChatSessionsQuery,
  useChatSessionQuery,
  useChatRunQuery,
  useChatAdvisorsQuery,
  useCreateChatSessionMutation,
  useDeleteChatSessionMutation,
  useSendChatMessageMutation,
  useRegenerateChatAnswerMutation,
  useStopChatAnswerMutation,
} = assistantApi;
