import type { AdvisorSummary } from '@k9/domain';
import { DEFAULT_CHAT_ADVISOR, advisorSummary } from '@k9/domain/assistant/rules/advisors';

/** Spec 2 §3 local browser storage, §4.11: the last selected session and advisor. */
export type ChatMemory = { sessionId: number | null; advisorKey: string | null };
export const CHAT_MEMORY_KEY = 'lastChatSelection';
/** Spec 2 §9.6: the selection is saved every 30 s (and when the page is hidden or left). */
export const CHAT_MEMORY_SAVE_MS = 30_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;
const storageOf = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export function loadChatMemory(storage: Storage | undefined = storageOf()): ChatMemory {
  try {
    const saved = JSON.parse(storage?.getItem(CHAT_MEMORY_KEY) ?? 'null') as Partial<ChatMemory> | null;
    const sessionId = typeof saved?.sessionId === 'number' && Number.isInteger(saved.sessionId) && saved.sessionId > 0 ? saved.sessionId : null;
    const advisorKey = typeof saved?.advisorKey === 'string' && saved.advisorKey.length <= 200 ? saved.advisorKey : null;
    return { sessionId, advisorKey };
  } catch {
    return { sessionId: null, advisorKey: null };
  }
}

export function saveChatMemory(memory: ChatMemory, storage: Storage | undefined = storageOf()): void {
  try {
    storage?.setItem(CHAT_MEMORY_KEY, JSON.stringify(memory));
  } catch {
    // Storage full or disabled: remembering is a convenience.
  }
}

/** The remembered session, restored once the list has loaded, when it is still there. */
export const restoredSession = (memory: ChatMemory, sessions: ReadonlyArray<{ id: number }>): number | null =>
  memory.sessionId !== null && sessions.some((session) => session.id === memory.sessionId) ? memory.sessionId : null;

/** Spec 2 §3: the advisors a learner may choose; the default 'Chọn Advisor' / 'Analyst' while none is saved (or the list failed). */
export const advisorChoices = (listed: readonly AdvisorSummary[] | undefined): AdvisorSummary[] => (listed?.length ? [...listed] : [advisorSummary(DEFAULT_CHAT_ADVISOR)]);

/** The advisor with the remembered key, else the first. */
export const chosenAdvisor = (advisors: readonly AdvisorSummary[], key: string | null): AdvisorSummary => advisors.find((advisor) => advisor.key === key) ?? advisors[0];

/** Sessions newest first (spec 2 §9.6: by id descending). */
export const newestFirst = <T extends { id: number }>(sessions: readonly T[]): T[] => [...sessions].sort((a, b) => b.id - a.id);
