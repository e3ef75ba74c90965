import type { AdvisorSummary, AnswerAdvisor, AnswerRetrieval, AnswerStep } from '@k9/domain';

/**
 * HTTP routes of the chat workspace (spec 1 §7 aiChatHistory, chat-with-history; spec 2 §7.12; issue 29). The
 * documented paths keep their shapes; sending, stopping and the replay are ours.
 */
export const ASSISTANT_ROUTES = {
  /** POST CreateChatSessionBody: 201 { success, data: { id } }. PUT UpdateChatSessionBody: { success, data }. */
  sessions: '/api/aiChatHistory',
  /** GET: { success, data: ChatSessionView }; DELETE: { success }. The owner only (others: 404). */
  one: (id: number) => `/api/aiChatHistory/${id}`,
  /** GET: the caller's own sessions, newest first ({ success, data: ChatSessionSummary[] }); another e-mail: 403. */
  ofUser: (emailOrId: string) => `/api/aiChatHistory/user/${encodeURIComponent(emailOrId)}`,
  /** POST SendChatMessageBody: 202 ChatAnswerStartedResponse; the answer streams over /ws as ai.delta. */
  messages: (id: number) => `/api/aiChatHistory/${id}/messages`,
  /** POST RegenerateChatAnswerRequest: 202 ChatAnswerStartedResponse, another answer to the question beside its others. */
  answers: (id: number, questionId: string) => `/api/aiChatHistory/${id}/messages/${encodeURIComponent(questionId)}/answers`,
  /** POST: stops the session's answer (through the jobs platform's stop path): { success, data: ChatSessionView }. */
  stop: (id: number) => `/api/aiChatHistory/${id}/stop`,
  /** GET ?after=seq: what a reconnecting tab missed of the answer's run (ChatRunReplay). */
  run: (id: number, runId: string) => `/api/aiChatHistory/${id}/runs/${runId}`,
  /** GET: the advisors and pipelines a learner may choose (AdvisorSummary[]), never a system message. */
  advisors: '/api/assistant/advisors',
  /** POST ChatWithHistoryBody: the stateless answer ({ success, response, message, citations }). */
  chatWithHistory: '/api/data-analysis/chat-with-history',
} as const;

export type ChatMessageView = {
  id: string;
  parentId: string | null;
  role: 'user' | 'assistant';
  content: string;
  timestamp: string;
  /** Assistant messages: how it ended ('ok', 'failed', 'stopped'). */
  status?: 'ok' | 'failed' | 'stopped';
  advisor?: AnswerAdvisor | null;
  steps?: AnswerStep[];
  /** Only the sources the answer cites; `embeddingResults.unused` those retrieved but not used (folded). */
  embeddingResults?: AnswerRetrieval | null;
  citations?: unknown[];
};

export type ChatAnsweringView = { messageId: string; parentId: string; runId: string };

/** Spec 1 §3 AI chat history, with the answering state on the session (issue 29 §2). */
export type ChatSessionView = {
  id: number;
  userCreated: string;
  advisorType: string | null;
  title: string;
  model: string | null;
  show: boolean;
  createAt: string;
  chatHistory: ChatMessageView[];
  answering: ChatAnsweringView | null;
};
export type ChatSessionSummary = Omit<ChatSessionView, 'chatHistory'> & { messageCount: number };

export type ChatAnswerStartedResponse = { success: true; runId: string; messageId: string; answerId: string; data: ChatSessionView };
export type ChatRunReplay = { runId: string; state: 'running' | 'ok' | 'error' | 'stopped' | 'gone'; deltas: Array<{ seq: number; delta: string }>; lastSeq: number };
export type AdvisorListResponse = { success: true; data: AdvisorSummary[] };
