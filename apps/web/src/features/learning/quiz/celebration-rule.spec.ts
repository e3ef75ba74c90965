import { describe, expect, it } from '@jest/globals';
import { achievementKey, achievementToCelebrate, CELEBRATED_KEY, loadCelebrated, rememberCelebrated } from './celebration-rule';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('celebration, once per achievement (spec 2 §4.7)', () => {
  const completed = { programCompleted: true, total: 2 };

  it('celebrates a completed program that this browser has not celebrated', () => {
    expect(achievementToCelebrate('CFA', completed, new Set())).toBe('CFA|2');
    expect(achievementToCelebrate('CFA', completed, new Set(['CFA|2']))).toBeNull();
    // Another program's achievement is its own.
    expect(achievementToCelebrate('MBA', completed, new Set(['CFA|2']))).toBe('MBA|2');
  });

  it('needs a chosen program, a completed one and at least one quiz', () => {
    expect(achievementToCelebrate(null, completed, new Set())).toBeNull();
    expect(achievementToCelebrate('CFA', { programCompleted: false, total: 2 }, new Set())).toBeNull();
    expect(achievementToCelebrate('CFA', { programCompleted: true, total: 0 }, new Set())).toBeNull();
    expect(achievementToCelebrate('CFA', undefined, new Set())).toBeNull();
  });

  it('celebrates again once a new quiz in the program is passed too', () => {
    const storage = memoryStorage();
    rememberCelebrated(achievementKey('CFA', 2), storage);
    expect(achievementToCelebrate('CFA', completed, loadCelebrated(storage))).toBeNull();
    expect(achievementToCelebrate('CFA', { programCompleted: true, total: 3 }, loadCelebrated(storage))).toBe('CFA|3');
  });

  it('remembers in local storage, and survives what it cannot read', () => {
    const storage = memoryStorage({ [CELEBRATED_KEY]: '{broken' });
    expect(loadCelebrated(storage)).toEqual(new Set());
    rememberCelebrated('CFA|2', storage);
    rememberCelebrated('CFA|2', storage);
    expect(JSON.parse(storage.values.get(CELEBRATED_KEY)!)).toEqual(['CFA|2']);
    expect(loadCelebrated(memoryStorage({ [CELEBRATED_KEY]: '[1, "MBA|1"]' }))).toEqual(new Set(['MBA|1']));
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => rememberCelebrated('CFA|2', full)).not.toThrow();
  });
});
