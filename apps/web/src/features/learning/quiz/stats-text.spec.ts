import { describe, expect, it } from '@jest/globals';
import { scoreText, statsChips, typeName, typeRow } from './stats-text';

describe('personal statistics texts (issue 14 §3)', () => {
  it('writes the header chips', () => {
    expect(statsChips({ done: 12, total: 40, passed: 9, averageScore: 78 })).toEqual(['Quiz: 12/40', 'Đạt: 9', 'Điểm TB: 78']);
    expect(statsChips({ done: 0, total: 3, passed: 0, averageScore: null })).toEqual(['Quiz: 0/3', 'Đạt: 0', 'Điểm TB: –']);
  });

  it('names each content type as its tab does, and writes its row', () => {
    expect(typeRow({ type: 'caseTraining', total: 5, done: 2, passed: 1, averageScore: 64 })).toEqual({ name: 'Case Study', done: '2/5', passed: '1', average: '64' });
    expect(typeName('news')).toBe('Lý thuyết');
    expect(typeName('longForm')).toBe('Kho tài nguyên');
    expect(typeName('userCase')).toBe('Case của tôi');
    expect(typeName('khac')).toBe('khac');
    expect(scoreText(85)).toBe('85/100');
  });
});
