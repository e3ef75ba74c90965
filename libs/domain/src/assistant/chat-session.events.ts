import type { DomainEvent } from '../shared/event-store.port.js';
import type { ChatSource } from './rules/citations.js';
import type { WebCitation } from './rules/web-citations.js';

/** The advisor an answer was asked of, as the message keeps it (spec 2 §3 Chat message: advisor). */
export type AnswerAdvisor = { key: string; name: string; isPipeline: boolean; enableWebsearch: boolean };
/** One step of an answer: its output and the ledger call that made it (a pipeline keeps every step). */
export type AnswerStep = { id: string; name: string; model: string; output: string; callId: string | null };
/** What the data store search found for an answer: cited sources, the retrieved-but-unused ones, and how it searched. */
export type AnswerRetrieval = { sources: ChatSource[]; unused: ChatSource[]; totalFound: number; searchMethod: string | null; noRelevantInfo: boolean };

export type ChatSessionCreated = DomainEvent<
  'ChatSessionCreated',
  { sessionId: number; ownerId: string; ownerEmail: string | null; advisorType: string | null; title: string; model: string | null; show: boolean }
>;
export type ChatSessionRetitled = DomainEvent<'ChatSessionRetitled', { sessionId: number; title: string }>;
export type ChatSessionVisibilityChanged = DomainEvent<'ChatSessionVisibilityChanged', { sessionId: number; show: boolean }>;
/** A learner's message; `parentId` null: the first of a branch from the root. */
export type ChatUserMessagePosted = DomainEvent<'ChatUserMessagePosted', { sessionId: number; messageId: string; parentId: string | null; content: string; timestamp: string }>;
/** An answer is being made (the session is 'answering' until it ends); `runId` names its stream over /ws. */
export type ChatAnswerStarted = DomainEvent<
  'ChatAnswerStarted',
  { sessionId: number; messageId: string; parentId: string; runId: string; advisor: AnswerAdvisor; dataStore: boolean; calls: number }
>;
/** An answer: its text, its steps, its sources (never whole chunks); `runId` null for one appended from a client's history. */
export type ChatAnswerCompleted = DomainEvent<
  'ChatAnswerCompleted',
  {
    sessionId: number;
    messageId: string;
    parentId: string | null;
    runId: string | null;
    content: string;
    timestamp: string;
    advisor: AnswerAdvisor | null;
    steps: AnswerStep[];
    retrieval: AnswerRetrieval | null;
    /** The web search's citations (issue 30 §3); absent in answers made before web search. */
    citations?: WebCitation[];
    /** Set when the answer fell back from web search to the ordinary chat: why, in Vietnamese (spec 2 §8.6). */
    webSearchNote?: string | null;
  }
>;
/** The answer failed: `content` is the apology the learner sees, `reason` for auditors. */
export type ChatAnswerFailed = DomainEvent<'ChatAnswerFailed', { sessionId: number; messageId: string; runId: string; content: string; reason: string; timestamp: string; callId: string | null }>;
/** Stopped by its owner: what had streamed is kept. */
export type ChatAnswerStopped = DomainEvent<'ChatAnswerStopped', { sessionId: number; messageId: string; runId: string; partial: string; timestamp: string }>;
/** The run was cut (an API restart): the answer is asked again under `newRunId`. */
export type ChatAnswerSuperseded = DomainEvent<'ChatAnswerSuperseded', { sessionId: number; messageId: string; runId: string; newRunId: string }>;
export type ChatSessionDeleted = DomainEvent<'ChatSessionDeleted', { sessionId: number; ownerId: string }>;

export type ChatSessionEvent =
  | ChatSessionCreated
  | ChatSessionRetitled
  | ChatSessionVisibilityChanged
  | ChatUserMessagePosted
  | ChatAnswerStarted
  | ChatAnswerCompleted
  | ChatAnswerFailed
  | ChatAnswerStopped
  | ChatAnswerSuperseded
  | ChatSessionDeleted;

export const CHAT_SESSION_EVENT_TYPES = [
  'ChatSessionCreated',
  'ChatSessionRetitled',
  'ChatSessionVisibilityChanged',
  'ChatUserMessagePosted',
  'ChatAnswerStarted',
  'ChatAnswerCompleted',
  'ChatAnswerFailed',
  'ChatAnswerStopped',
  'ChatAnswerSuperseded',
  'ChatSessionDeleted',
] as const satisfies ReadonlyArray<ChatSessionEvent['type']>;
