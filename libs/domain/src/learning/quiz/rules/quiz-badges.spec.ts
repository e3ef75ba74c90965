import { describe, expect, it } from '@jest/globals';
import { programCompleted, quizBadge } from './quiz-badges.js';

describe('quiz badges (spec 2 §4.1)', () => {
  it('reads Tham khảo without a quiz and Chưa làm without a score', () => {
    expect(quizBadge(false, null, 'score').label).toBe('Tham khảo');
    expect(quizBadge(true, null, 'score').label).toBe('Chưa làm');
    expect(quizBadge(true, null, 'passFail').label).toBe('Chưa làm');
  });
  it('shows the score in case training and pass/fail in listings', () => {
    expect(quizBadge(true, 72, 'score')).toEqual({ kind: 'passed', label: 'Đạt 72/100' });
    expect(quizBadge(true, 60, 'passFail')).toEqual({ kind: 'passed', label: 'Đạt' });
    expect(quizBadge(true, 59, 'passFail')).toEqual({ kind: 'failed', label: 'Trượt' });
    expect(quizBadge(true, 0, 'passFail').label).toBe('Trượt');
  });
  it('celebrates a program only when it has a quiz and every quiz passed', () => {
    expect(programCompleted([])).toBe(false);
    expect(programCompleted([60, 100])).toBe(true);
    expect(programCompleted([60, null])).toBe(false);
    expect(programCompleted([59])).toBe(false);
  });
});
