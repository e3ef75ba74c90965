import { ASSISTANT_MESSAGES as M } from '../assistant.messages.js';

/** Issue 29 §1: a message of at most 10,000 characters, 500 messages a session, 200 sessions a user. */
export const CHAT_LIMITS = {
  messageChars: 10_000,
  messagesPerSession: 500,
  sessionsPerUser: 200,
  titleChars: 200,
  /** POST /api/data-analysis/chat-with-history: what the history may hold. */
  statelessHistoryMessages: 50,
  statelessHistoryChars: 20_000,
  /** Spec 2 §9.6: the title is the first 20 characters of the first message. */
  autoTitleChars: 20,
  /** Spec 2 §9.6: a data-source chunk preview is 150 characters. */
  chunkPreviewChars: 150,
  /** What an answer's text keeps in its event, and what all its steps' outputs share (an event stays under 256 kB, 3 bytes a character at worst). */
  stepOutputChars: 30_000,
  stepsOutputChars: 40_000,
} as const;

/** The template placeholder (spec 2 §3 Template): three ampersands. */
export const CHAT_PLACEHOLDER = '&&&';

/** Spec 2 §4.11: a message that still holds the placeholder is not sent; null when it may be. */
export function placeholderProblem(content: string): string | null {
  return content.includes(CHAT_PLACEHOLDER) ? M.placeholderLeft : null;
}

/** What is wrong with a message a learner sends, or null: non-empty after trim, at most 10,000 characters, no &&&. */
export function messageProblem(content: unknown): string | null {
  if (typeof content !== 'string' || !content.trim()) return M.contentRequired;
  if (content.length > CHAT_LIMITS.messageChars) return M.contentTooLong;
  return placeholderProblem(content);
}

/** Spec 2 §4.11, §9.6: the first 20 characters of the first message, plus '…' when it is longer. */
export function chatTitleOf(firstMessage: string): string {
  const text = firstMessage.trim();
  const chars = Array.from(text);
  return chars.length > CHAT_LIMITS.autoTitleChars ? `${chars.slice(0, CHAT_LIMITS.autoTitleChars).join('')}…` : text;
}

/** A chunk as an answer keeps it: its first 150 characters. */
export const chunkPreview = (text: string): string => Array.from(text).slice(0, CHAT_LIMITS.chunkPreviewChars).join('');

/** Stateless chat (chat-with-history): at most 50 messages and 20,000 characters of history. */
export function statelessHistoryProblem(history: ReadonlyArray<{ content: string }>): string | null {
  if (history.length > CHAT_LIMITS.statelessHistoryMessages) return M.historyTooLong;
  const chars = history.reduce((sum, message) => sum + message.content.length, 0);
  return chars > CHAT_LIMITS.statelessHistoryChars ? M.historyTooLong : null;
}
