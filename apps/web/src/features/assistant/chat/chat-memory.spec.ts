import { describe, expect, it } from '@jest/globals';
import { advisorChoices, CHAT_MEMORY_KEY, chosenAdvisor, loadChatMemory, newestFirst, restoredSession, saveChatMemory } from './chat-memory';

const storage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
};

describe('the remembered session and advisor (spec 2 §4.11)', () => {
  it('saves and loads the last session and advisor; anything unreadable is forgotten', () => {
    const store = storage();
    saveChatMemory({ sessionId: 12, advisorKey: 'hai-buoc' }, store);
    expect(loadChatMemory(store)).toEqual({ sessionId: 12, advisorKey: 'hai-buoc' });
    expect(loadChatMemory(storage({ [CHAT_MEMORY_KEY]: '{not json' }))).toEqual({ sessionId: null, advisorKey: null });
    expect(loadChatMemory(storage({ [CHAT_MEMORY_KEY]: JSON.stringify({ sessionId: -1, advisorKey: 5 }) }))).toEqual({ sessionId: null, advisorKey: null });
    expect(loadChatMemory(undefined)).toEqual({ sessionId: null, advisorKey: null });
  });

  it('restores the session only when it is still in the list', () => {
    expect(restoredSession({ sessionId: 3, advisorKey: null }, [{ id: 5 }, { id: 3 }])).toBe(3);
    expect(restoredSession({ sessionId: 4, advisorKey: null }, [{ id: 5 }, { id: 3 }])).toBeNull();
  });

  it("offers the spec's default advisor 'Chọn Advisor' / 'Analyst' while none is saved, and keeps the remembered one", () => {
    const fallback = advisorChoices([]);
    expect(fallback.map((advisor) => [advisor.key, advisor.name])).toEqual([['Chọn Advisor', 'Analyst']]);
    expect(advisorChoices(undefined)).toEqual(fallback);
    const listed = [...fallback, { key: 'hai-buoc', name: 'Hai bước', description: '', enableWebsearch: false, isPipeline: true, steps: 2 }];
    expect(chosenAdvisor(listed, 'hai-buoc').name).toBe('Hai bước');
    expect(chosenAdvisor(listed, 'da-xoa').key).toBe('Chọn Advisor');
    expect(JSON.stringify(fallback)).not.toContain('systemMessage');
  });

  it('lists sessions newest first (by id, descending)', () => {
    expect(newestFirst([{ id: 2 }, { id: 9 }, { id: 5 }]).map((session) => session.id)).toEqual([9, 5, 2]);
  });
});
