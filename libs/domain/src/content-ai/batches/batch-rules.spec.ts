import { describe, expect, it } from '@jest/globals';
import { allowedCategory, FALLBACK_CATEGORY, jsonObjectIn, keywordClassification, needsClassification, parseClassification } from './classification.js';
import { isQuizCount, quizPlan, quizRetryDelay } from './quiz-targets.js';
import { recordDiff } from './record-diff.js';

describe('AI classification (spec 3 §4-§5)', () => {
  const record = { type: 'news' as const, sentiment: 'positive' as const, category: 'Mô hình', impact: 'normal' as const };

  it('picks only records missing sentiment, category or impact; home records also their priority, homeCategory and displayOrder', () => {
    expect(needsClassification(record)).toBe(false);
    expect(needsClassification({ ...record, sentiment: null })).toBe(true);
    expect(needsClassification({ ...record, category: '' })).toBe(true);
    expect(needsClassification({ ...record, impact: null })).toBe(true);
    expect(needsClassification({ ...record, type: 'home', priority: 'high', homeCategory: 'latest', displayOrder: null })).toBe(true);
    expect(needsClassification({ ...record, type: 'home', priority: 'high', homeCategory: 'latest', displayOrder: 3 })).toBe(false);
    // A news record has no home fields to miss.
    expect(needsClassification({ ...record, priority: null })).toBe(false);
  });

  it('reads the reply, bare or fenced, keeping the category only from the allow-list and the lists their defaults', () => {
    expect(parseClassification('{"sentiment":"Positive","category":"tư duy & kỹ năng","impact":"important"}', 'news')).toEqual({ sentiment: 'positive', category: 'Tư duy & Kỹ năng', impact: 'important' });
    expect(parseClassification('Kết quả:\n```json\n{"sentiment":"bad","category":"Techtok","impact":"huge"}\n```', 'news')).toEqual({ sentiment: 'neutral', category: FALLBACK_CATEGORY, impact: 'normal' });
    expect(parseClassification('{"sentiment":"negative","category":"Mô hình & Công cụ ứng dụng","impact":"skip","priority":"high","homeCategory":"trending","displayOrder":7}', 'home')).toEqual({
      sentiment: 'negative',
      category: 'Mô hình & Công cụ ứng dụng',
      impact: 'skip',
      priority: 'high',
      homeCategory: 'trending',
      displayOrder: 7,
    });
    expect(parseClassification('{"sentiment":"neutral","displayOrder":500}', 'home')).toMatchObject({ priority: 'medium', homeCategory: 'latest', displayOrder: 1 });
  });

  it('finds no classification in prose, broken JSON or an unrelated object (the keyword fallback then applies)', () => {
    for (const reply of ['Bài viết này tích cực.', '{"sentiment": "positive"', '{"title":"x"}', '']) expect(parseClassification(reply, 'news')).toBeNull();
    expect(jsonObjectIn('trước {"a":1} sau')).toEqual({ a: 1 });
  });

  it('falls back to keywords of the record: sentiment by the larger side, category by skill or tool words, else the defaults', () => {
    expect(keywordClassification('Doanh nghiệp TĂNG TRƯỞNG mạnh, lợi nhuận tăng kỷ lục', 'news')).toEqual({ sentiment: 'positive', category: FALLBACK_CATEGORY, impact: 'normal' });
    expect(keywordClassification('Khủng hoảng và thua lỗ: rủi ro nợ xấu. Kỹ năng tư duy phản biện giúp vượt qua.', 'news')).toEqual({ sentiment: 'negative', category: 'Tư duy & Kỹ năng', impact: 'normal' });
    expect(keywordClassification('Mô hình Business Model Canvas là công cụ ứng dụng', 'home')).toEqual({ sentiment: 'neutral', category: 'Mô hình & Công cụ ứng dụng', impact: 'normal', priority: 'medium', homeCategory: 'latest', displayOrder: 1 });
    expect(allowedCategory('  MÔ HÌNH & CÔNG CỤ ỨNG DỤNG ')).toBe('Mô hình & Công cụ ứng dụng');
  });
});

describe('quiz generation targets (spec 3 §4, §9)', () => {
  it('skips an empty detail and records whose questions meet the targets; asks only for what is missing', () => {
    expect(quizPlan({ detail: '  ', quizCount: 0, essayCount: 0 }, { quiz: 3, essay: 0 })).toEqual({ action: 'skip', reason: 'no-detail' });
    expect(quizPlan({ detail: 'Nội dung', quizCount: 3, essayCount: 1 }, { quiz: 3, essay: 1 })).toEqual({ action: 'skip', reason: 'met' });
    expect(quizPlan({ detail: 'Nội dung', quizCount: 1, essayCount: 2 }, { quiz: 3, essay: 1 })).toEqual({ action: 'generate', quiz: 2, essay: 0 });
    expect(quizPlan({ detail: 'Nội dung', quizCount: 0, essayCount: 0 }, { quiz: 0, essay: 0 })).toEqual({ action: 'skip', reason: 'met' });
  });
  it('offers the spec counts only, and retries from 800 ms doubling', () => {
    expect([0, 1, 2, 3, 4, 5, 10].every(isQuizCount)).toBe(true);
    expect([6, 7, -1, '3', 3.5].some(isQuizCount)).toBe(false);
    expect([1, 2, 3].map(quizRetryDelay)).toEqual([0, 800, 1600]);
  });
});

describe('the dry run diff (issue 35 §2)', () => {
  it('lists the fields that change, in the order after names them, and nothing for an unchanged record', () => {
    expect(recordDiff({ sentiment: null, category: 'Mô hình', impact: 'normal' }, { sentiment: 'positive', category: 'Mô hình', impact: 'important' })).toEqual([
      { field: 'sentiment', before: null, after: 'positive' },
      { field: 'impact', before: 'normal', after: 'important' },
    ]);
    expect(recordDiff({ tag4: ['A', 'B'] }, { tag4: ['A', 'B'] })).toEqual([]);
    expect(recordDiff({}, { detail: 'Mới' })).toEqual([{ field: 'detail', before: null, after: 'Mới' }]);
  });
});
