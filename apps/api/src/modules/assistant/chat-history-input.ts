import { randomUUID } from 'node:crypto';
import { ASSISTANT_MESSAGES as M } from '@k9/domain';
import { badChatRequest } from './assistant-http.js';

export type HistoryInput = Array<{ role: 'user' | 'assistant'; content: string; timestamp: string; messageId: string }>;

const MESSAGE_ID = /^[\w-]{1,64}$/;

/** A client's chatHistory (spec 1 §3): [{ role, content, timestamp?, id? }]; anything else is a 400 in Vietnamese. */
export function historyInput(raw: unknown): HistoryInput {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw badChatRequest('CHAT_HISTORY_INVALID', M.historyInvalid);
  return raw.map((entry: unknown) => {
    const message = entry as Record<string, unknown> | null;
    if (!message || typeof message !== 'object' || typeof message.content !== 'string') throw badChatRequest('CHAT_HISTORY_INVALID', M.historyInvalid);
    if (message.role !== 'user' && message.role !== 'assistant') throw badChatRequest('CHAT_HISTORY_INVALID', M.roleInvalid);
    const stamp = typeof message.timestamp === 'string' && !Number.isNaN(Date.parse(message.timestamp)) ? new Date(message.timestamp).toISOString() : new Date().toISOString();
    const id = typeof message.id === 'string' && MESSAGE_ID.test(message.id) ? message.id : randomUUID();
    return { role: message.role, content: message.content, timestamp: stamp, messageId: id };
  });
}

/** The advisor a stateless chat names (`current_advisor`): its key, or { key }; none: the first. Anything else is a 400. */
export const advisorKeyOf = (raw: unknown): string | null => {
  if (typeof raw === 'string') return raw;
  if (raw && typeof raw === 'object' && typeof (raw as { key?: unknown }).key === 'string') return (raw as { key: string }).key;
  if (raw === undefined || raw === null) return null;
  throw badChatRequest('CHAT_ADVISOR_INVALID', M.advisorKeyInvalid);
};
