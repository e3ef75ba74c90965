import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import { ASSISTANT_MESSAGES as M } from './assistant.messages.js';
import type { AppendChatHistory, AskQuestion, ChatSessionCommand, RegenerateAnswer } from './chat-session.commands.js';
import type { AnswerAdvisor, ChatSessionEvent } from './chat-session.events.js';
import { CHAT_LIMITS, chatTitleOf, messageProblem } from './rules/chat-rules.js';
import { webCitationsOf } from './rules/web-citations.js';

/** One stream per chat session (issue 29 §1). */
export const chatSessionStreamId = (sessionId: number) => `chat-session-${sessionId}`;

export type ChatMessageFacts = { role: 'user' | 'assistant'; parentId: string | null; content: string };
/** The answer being made: the session is 'answering' (the same in every tab) until it finishes, fails or is stopped. */
export type ChatAnswering = { messageId: string; parentId: string; runId: string; advisor: AnswerAdvisor };
export type ChatSessionState = {
  sessionId: number | null;
  ownerId: string | null;
  deleted: boolean;
  title: string;
  show: boolean;
  messages: ReadonlyMap<string, ChatMessageFacts>;
  /** Message ids in the order they were stored. */
  order: readonly string[];
  answering: ChatAnswering | null;
};

const refuse = (code: string, message: string, kind: 'conflict' | 'unprocessable' | 'not_found' | 'forbidden' = 'unprocessable') => new DomainError(code, message, kind);

/** The owner's live session, or the refusal: another user's session is 'not found' to them (nothing about it leaks). */
function ownSession(state: ChatSessionState, userId: string): void {
  if (state.sessionId === null || state.deleted || !userId || state.ownerId !== userId) throw refuse('CHAT_SESSION_NOT_FOUND', M.notFound, 'not_found');
}

const lastMessageId = (state: ChatSessionState): string | null => state.order.at(-1) ?? null;
const hasUserMessage = (state: ChatSessionState) => [...state.messages.values()].some((message) => message.role === 'user');
const clip = (text: string) => text.slice(0, CHAT_LIMITS.stepOutputChars);

/** The parent of a new question: undefined follows the last message; null starts at the root; an id must be an answer. */
function parentOfQuestion(state: ChatSessionState, parentId: string | null | undefined): string | null {
  if (parentId === undefined) return lastMessageId(state);
  if (parentId === null) return null;
  const parent = state.messages.get(parentId);
  if (!parent) throw refuse('CHAT_PARENT_UNKNOWN', M.parentUnknown);
  if (parent.role !== 'assistant') throw refuse('CHAT_PARENT_NOT_ANSWER', M.parentNotAnswer);
  return parentId;
}

function ask({ data }: AskQuestion, state: ChatSessionState): ChatSessionEvent[] {
  ownSession(state, data.userId);
  if (state.answering) throw refuse('CHAT_ANSWERING', M.answering, 'conflict');
  const problem = messageProblem(data.content);
  if (problem) throw refuse('CHAT_MESSAGE_INVALID', problem);
  if (state.messages.size + 2 > CHAT_LIMITS.messagesPerSession) throw refuse('CHAT_TOO_MANY_MESSAGES', M.tooManyMessages);
  if (state.messages.has(data.messageId) || state.messages.has(data.answerId)) throw refuse('CHAT_MESSAGE_ID_TAKEN', M.parentIdInvalid, 'conflict');
  const parentId = parentOfQuestion(state, data.parentId);
  const { sessionId } = data;
  return [
    ...(hasUserMessage(state) ? [] : [{ type: 'ChatSessionRetitled' as const, data: { sessionId, title: chatTitleOf(data.content) } }]),
    { type: 'ChatUserMessagePosted', data: { sessionId, messageId: data.messageId, parentId, content: data.content, timestamp: data.timestamp } },
    { type: 'ChatAnswerStarted', data: { sessionId, messageId: data.answerId, parentId: data.messageId, runId: data.runId, advisor: data.advisor, dataStore: data.dataStore, calls: data.calls } },
  ];
}

/** A regenerated answer starts beside the question's other answers; the question must be one of the session's. */
function regenerate({ data }: RegenerateAnswer, state: ChatSessionState): ChatSessionEvent[] {
  ownSession(state, data.userId);
  if (state.answering) throw refuse('CHAT_ANSWERING', M.answering, 'conflict');
  const question = state.messages.get(data.questionId);
  if (!question) throw refuse('CHAT_QUESTION_UNKNOWN', M.questionUnknown, 'not_found');
  if (question.role !== 'user') throw refuse('CHAT_NOT_QUESTION', M.notQuestion);
  if (state.messages.size + 1 > CHAT_LIMITS.messagesPerSession) throw refuse('CHAT_TOO_MANY_MESSAGES', M.tooManyMessages);
  if (state.messages.has(data.answerId)) throw refuse('CHAT_MESSAGE_ID_TAKEN', M.parentIdInvalid, 'conflict');
  const { sessionId, answerId, questionId, runId, advisor, dataStore, calls } = data;
  return [{ type: 'ChatAnswerStarted', data: { sessionId, messageId: answerId, parentId: questionId, runId, advisor, dataStore, calls } }];
}

/** PUT with the history: the stored messages (in stored order) must come back unchanged; what follows them is appended. */
function appendHistory({ data }: AppendChatHistory, state: ChatSessionState): ChatSessionEvent[] {
  ownSession(state, data.userId);
  const stored = state.order.map((id) => state.messages.get(id)!);
  data.messages.slice(0, stored.length).forEach((message, index) => {
    if (message.role !== stored[index].role || message.content !== stored[index].content) throw refuse('CHAT_MESSAGE_CHANGED', M.storedMessageChanged, 'conflict');
  });
  const added = data.messages.slice(stored.length);
  if (added.length === 0) return [];
  if (state.answering) throw refuse('CHAT_ANSWERING', M.answering, 'conflict');
  if (stored.length + added.length > CHAT_LIMITS.messagesPerSession) throw refuse('CHAT_TOO_MANY_MESSAGES', M.tooManyMessages);
  const events: ChatSessionEvent[] = [];
  let parentId = lastMessageId(state);
  let titled = hasUserMessage(state);
  const { sessionId } = data;
  for (const message of added) {
    if (state.messages.has(message.messageId)) throw refuse('CHAT_MESSAGE_ID_TAKEN', M.parentIdInvalid, 'conflict');
    if (message.role === 'user') {
      const problem = messageProblem(message.content);
      if (problem) throw refuse('CHAT_MESSAGE_INVALID', problem);
      if (!titled) events.push({ type: 'ChatSessionRetitled', data: { sessionId, title: chatTitleOf(message.content) } });
      titled = true;
      events.push({ type: 'ChatUserMessagePosted', data: { sessionId, messageId: message.messageId, parentId, content: message.content, timestamp: message.timestamp } });
    } else {
      if (message.content.length > CHAT_LIMITS.stepOutputChars) throw refuse('CHAT_MESSAGE_INVALID', M.contentTooLong);
      events.push({
        type: 'ChatAnswerCompleted',
        data: { sessionId, messageId: message.messageId, parentId, runId: null, content: message.content, timestamp: message.timestamp, advisor: null, steps: [], retrieval: null },
      });
    }
    parentId = message.messageId;
  }
  return events;
}

/** The running answer when `messageId` and `runId` still name it; a late or repeated job finds nothing to do. */
const runningIs = (state: ChatSessionState, messageId: string, runId: string) => state.answering?.messageId === messageId && state.answering.runId === runId;

function decide(command: ChatSessionCommand, state: ChatSessionState): ChatSessionEvent[] {
  switch (command.type) {
    case 'CreateChatSession': {
      const { sessionId, userId, userEmail, advisorType, title, model, show, ownedSessions } = command.data;
      if (state.sessionId !== null) throw refuse('CHAT_SESSION_EXISTS', M.createFailed, 'conflict');
      if (!userId) throw refuse('CHAT_SESSION_NOT_FOUND', M.notFound, 'forbidden');
      if (ownedSessions >= CHAT_LIMITS.sessionsPerUser) throw refuse('CHAT_TOO_MANY_SESSIONS', M.tooManySessions);
      if (title.length > CHAT_LIMITS.titleChars) throw refuse('CHAT_TITLE_INVALID', M.titleTooLong);
      return [{ type: 'ChatSessionCreated', data: { sessionId, ownerId: userId, ownerEmail: userEmail, advisorType, title, model, show } }];
    }
    case 'UpdateChatSession': {
      const { sessionId, userId, title, show } = command.data;
      ownSession(state, userId);
      if (title !== undefined && title.length > CHAT_LIMITS.titleChars) throw refuse('CHAT_TITLE_INVALID', M.titleTooLong);
      const events: ChatSessionEvent[] = [];
      if (title !== undefined && title !== state.title) events.push({ type: 'ChatSessionRetitled', data: { sessionId, title } });
      if (show !== undefined && show !== state.show) events.push({ type: 'ChatSessionVisibilityChanged', data: { sessionId, show } });
      return events;
    }
    case 'AppendChatHistory':
      return appendHistory(command, state);
    case 'AskQuestion':
      return ask(command, state);
    case 'RegenerateAnswer':
      return regenerate(command, state);
    case 'CompleteAnswer': {
      const { sessionId, userId, messageId, runId, content, timestamp, steps, retrieval, citations, webSearchNote } = command.data;
      ownSession(state, userId);
      if (!runningIs(state, messageId, runId)) return [];
      const answer = content.trim() ? clip(content) : M.emptyAnswer;
      const share = Math.floor(CHAT_LIMITS.stepsOutputChars / Math.max(1, steps.length));
      const kept = steps.map((step) => ({ ...step, output: step.output.slice(0, share) }));
      const advisor = state.answering!.advisor;
      const web = { ...(citations ? { citations: webCitationsOf(citations) } : {}), ...(webSearchNote ? { webSearchNote } : {}) };
      return [{ type: 'ChatAnswerCompleted', data: { sessionId, messageId, parentId: state.answering!.parentId, runId, content: answer, timestamp, advisor, steps: kept, retrieval, ...web } }];
    }
    case 'FailAnswer': {
      const { sessionId, userId, messageId, runId, reason, timestamp, callId } = command.data;
      ownSession(state, userId);
      if (!runningIs(state, messageId, runId)) return [];
      return [{ type: 'ChatAnswerFailed', data: { sessionId, messageId, runId, content: M.apology, reason, timestamp, callId } }];
    }
    case 'StopAnswer': {
      const { sessionId, userId, partial, timestamp } = command.data;
      ownSession(state, userId);
      if (!state.answering) throw refuse('CHAT_NOT_ANSWERING', M.notAnswering, 'conflict');
      const { messageId, runId } = state.answering;
      return [{ type: 'ChatAnswerStopped', data: { sessionId, messageId, runId, partial: clip(partial), timestamp } }];
    }
    case 'SupersedeAnswer': {
      const { sessionId, userId, messageId, runId, newRunId } = command.data;
      ownSession(state, userId);
      if (!runningIs(state, messageId, runId)) return [];
      return [{ type: 'ChatAnswerSuperseded', data: { sessionId, messageId, runId, newRunId } }];
    }
    case 'DeleteChatSession': {
      const { sessionId, userId } = command.data;
      ownSession(state, userId);
      if (state.answering) throw refuse('CHAT_ANSWERING', M.answering, 'conflict');
      return [{ type: 'ChatSessionDeleted', data: { sessionId, ownerId: userId } }];
    }
    default:
      return assertNever(command);
  }
}

const withMessage = (state: ChatSessionState, id: string, facts: ChatMessageFacts): ChatSessionState => ({
  ...state,
  messages: new Map(state.messages).set(id, facts),
  order: [...state.order, id],
});

function evolve(state: ChatSessionState, event: ChatSessionEvent): ChatSessionState {
  switch (event.type) {
    case 'ChatSessionCreated':
      return { ...state, sessionId: event.data.sessionId, ownerId: event.data.ownerId, title: event.data.title, show: event.data.show };
    case 'ChatSessionRetitled':
      return { ...state, title: event.data.title };
    case 'ChatSessionVisibilityChanged':
      return { ...state, show: event.data.show };
    case 'ChatUserMessagePosted':
      return withMessage(state, event.data.messageId, { role: 'user', parentId: event.data.parentId, content: event.data.content });
    case 'ChatAnswerStarted':
      return { ...state, answering: { messageId: event.data.messageId, parentId: event.data.parentId, runId: event.data.runId, advisor: event.data.advisor } };
    case 'ChatAnswerCompleted':
      return { ...withMessage(state, event.data.messageId, { role: 'assistant', parentId: event.data.parentId, content: event.data.content }), answering: event.data.runId ? null : state.answering };
    case 'ChatAnswerFailed':
      return { ...withMessage(state, event.data.messageId, { role: 'assistant', parentId: state.answering?.parentId ?? null, content: event.data.content }), answering: null };
    case 'ChatAnswerStopped':
      return { ...withMessage(state, event.data.messageId, { role: 'assistant', parentId: state.answering?.parentId ?? null, content: event.data.partial }), answering: null };
    case 'ChatAnswerSuperseded':
      return state.answering ? { ...state, answering: { ...state.answering, runId: event.data.newRunId } } : state;
    case 'ChatSessionDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}

export const chatSessionDecider: Decider<ChatSessionCommand, ChatSessionEvent, ChatSessionState> = {
  initialState: () => ({ sessionId: null, ownerId: null, deleted: false, title: '', show: true, messages: new Map(), order: [], answering: null }),
  evolve,
  decide,
};
