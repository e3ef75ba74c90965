import { describe, expect, it } from '@jest/globals';
import { LIBRARY_INDEX_MESSAGES as M } from '../library-index.messages.js';
import { LIBRARY_INDEX_SETTINGS, LIBRARY_SEARCH_SETTING } from '../library-index.settings.js';
import { libraryPassage, passageAround, plainText } from './library-passage.js';
import {
  firstWordsMatch,
  foldedWordsPattern,
  LIBRARY_SEARCH_DEFAULT,
  librarySearchSettingOf,
  librarySearchWords,
  resolveLibrarySearch,
  validLibrarySearchSetting,
} from './library-search.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe('LIBRARY_SEARCH_SETTING', () => {
  it('is declared for admins only, with its validation', () => {
    expect(LIBRARY_INDEX_SETTINGS).toEqual([{ type: LIBRARY_SEARCH_SETTING, policy: { read: 'admin', write: 'admin' }, validate: validLibrarySearchSetting }]);
  });

  it('defaults to k 5, threshold 0.02 and both tables (spec 2 §9.6)', () => {
    expect(LIBRARY_SEARCH_DEFAULT).toEqual({ k: 5, threshold: 0.02, tables: ['news', 'report'] });
    expect(librarySearchSettingOf(null)).toEqual({ k: 5, threshold: 0.02, tables: ['news', 'report'], embeddingModel: null });
    expect(librarySearchSettingOf({ k: 99 })).toEqual({ k: 5, threshold: 0.02, tables: ['news', 'report'], embeddingModel: null });
  });

  it('keeps a valid value, each table once in a fixed order, and fills what is left out', () => {
    expect(validLibrarySearchSetting({ k: 20, threshold: 1, tables: ['report', 'news', 'report'] })).toEqual({ k: 20, threshold: 1, tables: ['news', 'report'], embeddingModel: null });
    expect(validLibrarySearchSetting({ tables: ['report'], embeddingModel: 'text-embedding-004' })).toEqual({ k: 5, threshold: 0.02, tables: ['report'], embeddingModel: 'text-embedding-004' });
    expect(validLibrarySearchSetting({ k: 1, threshold: 0 })).toEqual({ k: 1, threshold: 0, tables: ['news', 'report'], embeddingModel: null });
  });

  it.each([
    ['not an object', [], M.settingNotObject],
    ['k 0', { k: 0 }, M.kInvalid],
    ['k 21', { k: 21 }, M.kInvalid],
    ['k 2.5', { k: 2.5 }, M.kInvalid],
    ['k as text', { k: '5' }, M.kInvalid],
    ['threshold below 0', { threshold: -0.1 }, M.thresholdInvalid],
    ['threshold above 1', { threshold: 2 }, M.thresholdInvalid],
    ['threshold NaN', { threshold: Number.NaN }, M.thresholdInvalid],
    ['no table', { tables: [] }, M.tablesInvalid],
    ['an unknown table', { tables: ['news', 'foo'] }, M.tablesInvalid],
    ['an embedding model that is no id', { embeddingModel: 'x y; DROP' }, M.embeddingModelInvalid],
    ['an embedding model that is no string', { embeddingModel: 7 }, M.embeddingModelInvalid],
    ['tables as text', { tables: 'news' }, M.tablesInvalid],
  ])('refuses %s in Vietnamese', (_, value, message) => {
    expect(refusal(() => validLibrarySearchSetting(value))).toBe(message);
  });
});

describe('a search request', () => {
  const setting = { k: 7, threshold: 0.3, tables: ['report' as const], embeddingModel: null };

  it('takes what it leaves out from the setting, and trims the question', () => {
    expect(resolveLibrarySearch({ q: '  Kinh tế ' }, setting)).toEqual({ q: 'Kinh tế', k: 7, threshold: 0.3, tables: ['report'] });
    expect(resolveLibrarySearch({ q: 'lãi suất', k: 1, threshold: 0, tables: ['news'] }, setting)).toEqual({ q: 'lãi suất', k: 1, threshold: 0, tables: ['news'] });
  });

  it.each([
    ['a blank question', { q: '   ' }, M.queryRequired],
    ['a question of 501 characters', { q: 'a'.repeat(501) }, M.queryTooLong],
    ['k 0', { q: 'x', k: 0 }, M.kInvalid],
    ['k 10,000', { q: 'x', k: 10_000 }, M.kInvalid],
    ['threshold 2', { q: 'x', threshold: 2 }, M.thresholdInvalid],
    ['no table', { q: 'x', tables: [] }, M.tablesInvalid],
  ])('refuses %s in Vietnamese', (_, request, message) => {
    expect(refusal(() => resolveLibrarySearch(request, setting))).toBe(message);
  });

  it('accepts a question of exactly 500 characters', () => {
    expect(resolveLibrarySearch({ q: 'a'.repeat(500) }, setting).q).toHaveLength(500);
  });
});

describe('keyword matching', () => {
  it('folds the words as the content search does', () => {
    expect(librarySearchWords('Kinh TẾ, đầu-tư!')).toEqual(['kinh', 'te', 'dau', 'tu']);
    expect(foldedWordsPattern('Kinh tế')).toBe('(^|[^[:alnum:]])kinh[^[:alnum:]]+te');
    expect(foldedWordsPattern(' ,.; ')).toBeNull();
  });

  it('finds the words at the start of a word, in order, the last one as a prefix', () => {
    expect(firstWordsMatch('tang truong kinh te 2025', 'kinh t')).toBe(12);
    expect(firstWordsMatch('chinh te', 'inh te')).toBe(-1);
    expect(firstWordsMatch('te kinh', 'kinh te')).toBe(-1);
  });
});

describe('passages', () => {
  it('turns HTML into plain text', () => {
    expect(plainText('<p>Lãi&nbsp;suất <b>tăng</b></p><script>alert(1)</script><p>&lt;3 &amp; &#7871;</p>')).toBe('Lãi suất tăng\n<3 & ế');
  });

  it('keeps a short text whole', () => {
    expect(libraryPassage(['Tiêu đề', '<p>Tóm tắt</p>', null, ''], 'tom')).toBe('Tiêu đề\nTóm tắt');
  });

  it('cuts a long text around the first match, at most 1,000 characters, at spaces', () => {
    const filler = (n: number) => Array.from({ length: n }, (_, i) => `chu${i}`).join(' ');
    const text = `${filler(400)} Lạm phát tăng cao ${filler(400)}`;
    const passage = passageAround(text, 'lam phat');
    expect(passage.length).toBeLessThanOrEqual(1000);
    expect(passage.length).toBeGreaterThan(900);
    expect(passage).toContain('Lạm phát tăng cao');
    expect(passage.startsWith('…')).toBe(true);
    expect(passage.endsWith('…')).toBe(true);
    expect(passage.slice(1, -1)).toMatch(/^chu\d+ .* chu\d+$/);
    expect(passageAround(`${filler(400)} cuối`, 'cuoi').endsWith('cuối')).toBe(true);
    expect(passageAround(`đầu ${filler(400)}`, 'không có').startsWith('đầu ')).toBe(true);
  });
});
