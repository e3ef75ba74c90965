import { describe, expect, it } from '@jest/globals';
import { FILTER_HISTORY_KEY, SEARCH_HISTORY_KEY, forgetSearches, rememberSearch, saveFilters, savedFilters, searchHistory } from './local-history';

const memoryStore = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
};

describe('the last 10 searches of each tab (spec 3 §9)', () => {
  it('keeps the newest first, once whatever its case, ten at most, per tab', () => {
    const store = memoryStore();
    for (let n = 1; n <= 12; n += 1) rememberSearch(store, 'news', `tìm ${n}`);
    rememberSearch(store, 'news', 'TÌM 5');
    rememberSearch(store, 'story', 'podcast');
    expect(searchHistory(store, 'news')).toEqual(['TÌM 5', 'tìm 12', 'tìm 11', 'tìm 10', 'tìm 9', 'tìm 8', 'tìm 7', 'tìm 6', 'tìm 4', 'tìm 3']);
    expect(searchHistory(store, 'story')).toEqual(['podcast']);
    expect(rememberSearch(store, 'story', '   ')).toEqual(['podcast']);
    forgetSearches(store, 'news');
    expect(searchHistory(store, 'news')).toEqual([]);
    expect(searchHistory(store, 'story')).toEqual(['podcast']);
  });

  it('survives what another version or a hand edit left in storage, and a storage that refuses to write', () => {
    expect(searchHistory(memoryStore({ [SEARCH_HISTORY_KEY]: '{not json' }), 'news')).toEqual([]);
    expect(searchHistory(memoryStore({ [SEARCH_HISTORY_KEY]: '{"news":[1,"a",null,""]}' }), 'news')).toEqual(['a']);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(rememberSearch(full, 'news', 'x')).toEqual(['x']);
    expect(searchHistory(undefined, 'news')).toEqual([]);
  });
});

describe('the filters of each tab, kept locally', () => {
  it('gives back the filters last used on the tab', () => {
    const store = memoryStore();
    saveFilters(store, 'caseTraining', { tag4: ['Program 2'], tag2: 'Expert', hasQuiz: true, classId: 0 });
    saveFilters(store, 'news', { tag4: [], status: 'draft' });
    expect(savedFilters(store, 'caseTraining')).toEqual({ tag4: ['Program 2'], tag2: 'Expert', hasQuiz: true, classId: 0 });
    expect(savedFilters(store, 'news')).toEqual({ tag4: [], status: 'draft' });
    expect(savedFilters(store, 'home')).toBeNull();
  });

  it('drops what the tab does not offer or the address would refuse', () => {
    const store = memoryStore({ [FILTER_HISTORY_KEY]: JSON.stringify({ news: { tag2: 'Expert', status: 'gone', hasQuiz: 'maybe', classId: -3, tag4: ['A', 5], category: 'Mô hình' } }) });
    expect(savedFilters(store, 'news')).toEqual({ tag4: ['A'], category: 'Mô hình' });
    expect(savedFilters(memoryStore({ [FILTER_HISTORY_KEY]: '[]' }), 'news')).toBeNull();
  });
});
