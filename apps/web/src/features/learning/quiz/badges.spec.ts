import { describe, expect, it } from '@jest/globals';
import type { QuizScore } from '@k9/contracts';
import { badgeStyleOf, itemBadge } from './badges';

const scores: Record<number, QuizScore> = {
  1: { quizId: 1, score: 60, status: 'complete' },
  2: { quizId: 2, score: 59, status: 'complete' },
  3: { quizId: 3, score: null, status: 'answering' },
  4: { quizId: 4, score: 85, status: 'new' },
};
const label = (id: number, type: string, hasQuiz = true) => itemBadge({ id, type, hasQuiz }, scores).label;

describe('quiz badges per list kind (spec 2 §4.1)', () => {
  it('case training shows the newest score out of 100', () => {
    expect(badgeStyleOf('caseTraining')).toBe('score');
    expect(label(1, 'caseTraining')).toBe('Đạt 60/100');
    expect(label(2, 'caseTraining')).toBe('Đạt 59/100');
    // After 'Làm lại' the last submitted score still counts.
    expect(label(4, 'caseTraining')).toBe('Đạt 85/100');
  });

  it('theory and resources listings show Đạt from 60, else Trượt', () => {
    for (const type of ['news', 'longForm']) {
      expect(badgeStyleOf(type)).toBe('passFail');
      expect(label(1, type)).toBe('Đạt');
      expect(label(2, type)).toBe('Trượt');
    }
  });

  it('Chưa làm before a submit (or while scores load), Tham khảo without a quiz', () => {
    expect(label(3, 'news')).toBe('Chưa làm');
    expect(label(99, 'caseTraining')).toBe('Chưa làm');
    expect(itemBadge({ id: 1, type: 'caseTraining', hasQuiz: true }, undefined).label).toBe('Chưa làm');
    expect(label(1, 'caseTraining', false)).toBe('Tham khảo');
    expect(label(1, 'news', false)).toBe('Tham khảo');
    expect(itemBadge({ id: 2, type: 'news', hasQuiz: true }, scores).kind).toBe('failed');
  });
});
