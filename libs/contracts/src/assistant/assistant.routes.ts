import type { AdvisorSummary, AnswerAdvisor, AnswerRetrieval, AnswerStep, WebCitation } from '@k9/domain';

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
  /** POST SearchWithHistoryRequest: a stateless answer searched on the web (SearchWithHistoryResponse). */
  searchWithHistory: '/api/websearch/search-with-history',
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
  /** The web search's sources (spec 2 §3): shown as links only for http(s) addresses (webCitationHost), else as text. */
  citations?: WebCitation[];
  /** Set when the answer fell back from web search to the ordinary chat (spec 2 §8.6): why, in Vietnamese. */
  webSearchNote?: string | null;
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

/**
 * The spec's websearch answer: `ai_response` (and `message`, the same text), `success`, `citations`; `webSearchNote`
 * when it fell back to the ordinary chat (no web search for the model, or the search failed).
 */
export type SearchWithHistoryResponse = { success: true; ai_response: string; message: string; citations: WebCitation[]; webSearchNote: string | null };
