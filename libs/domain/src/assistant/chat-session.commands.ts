import type { AnswerAdvisor, AnswerRetrieval, AnswerStep } from './chat-session.events.js';

type Owned = { sessionId: number; userId: string };

/** `ownedSessions`: how many live sessions the user has now (the read model), for the 200-session limit. */
export type CreateChatSession = {
  type: 'CreateChatSession';
  data: Owned & { userEmail: string | null; advisorType: string | null; title: string; model: string | null; show: boolean; ownedSessions: number };
};
export type UpdateChatSession = { type: 'UpdateChatSession'; data: Owned & { title?: string; show?: boolean } };
/** A client's history put back (PUT): what extends the stored messages is appended; a change to a stored one is refused. */
export type AppendChatHistory = {
  type: 'AppendChatHistory';
  data: Owned & { messages: Array<{ role: 'user' | 'assistant'; content: string; timestamp: string; messageId: string }> };
};
/** A question to answer: the user message and the start of its answer (one job). `parentId` left out: after the last message; null: a new root (an edited first question). */
export type AskQuestion = {
  type: 'AskQuestion';
  data: Owned & { messageId: string; parentId?: string | null; content: string; timestamp: string; answerId: string; runId: string; advisor: AnswerAdvisor; dataStore: boolean; calls: number };
};
/** Another answer to a stored question, beside the ones it has (a sibling branch): no new user message. */
export type RegenerateAnswer = {
  type: 'RegenerateAnswer';
  data: Owned & { questionId: string; answerId: string; runId: string; advisor: AnswerAdvisor; dataStore: boolean; calls: number };
};
export type CompleteAnswer = {
  type: 'CompleteAnswer';
  data: Owned & {
    messageId: string;
    runId: string;
    content: string;
    timestamp: string;
    steps: AnswerStep[];
    retrieval: AnswerRetrieval | null;
    citations?: ReadonlyArray<{ uri?: unknown; title?: unknown }>;
    webSearchNote?: string | null;
  };
};
export type FailAnswer = { type: 'FailAnswer'; data: Owned & { messageId: string; runId: string; reason: string; timestamp: string; callId: string | null } };
export type StopAnswer = { type: 'StopAnswer'; data: Owned & { partial: string; timestamp: string } };
export type SupersedeAnswer = { type: 'SupersedeAnswer'; data: Owned & { messageId: string; runId: string; newRunId: string } };
export type DeleteChatSession = { type: 'DeleteChatSession'; data: Owned };

export type ChatSessionCommand =
  | CreateChatSession
  | UpdateChatSession
  | AppendChatHistory
  | AskQuestion
  | RegenerateAnswer
  | CompleteAnswer
  | FailAnswer
  | StopAnswer
  | SupersedeAnswer
  | DeleteChatSession;
