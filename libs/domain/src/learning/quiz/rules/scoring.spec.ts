import { describe, expect, it } from '@jest/globals';
import type { QuizContent } from '../../../content/content.types.js';
import { isPassing, quizScore, resultLabel, scoreOf } from './scoring.js';

const mcq = (correct: 'A' | 'B' | 'C' | 'D') => ({ question: 'Câu?', options: { A: 'a', B: 'b', C: 'c', D: 'd' }, correct_answer: correct, explanation: '' });
const quiz = (mcqs: number, essays: number): QuizContent => ({
  questionQuiz: Array.from({ length: mcqs }, () => mcq('B')),
  questionEssay: Array.from({ length: essays }, () => ({ question: 'Phân tích?' })),
});

describe('quiz scoring (spec 2 §9.1)', () => {
  it('splits 100 points equally across all questions', () => {
    expect(quizScore(quiz(4, 0), { 0: 'B', 1: 'B', 2: 'B', 3: 'A' }, {})).toBe(75);
    expect(quizScore(quiz(10, 0), Object.fromEntries(Array.from({ length: 10 }, (_, i) => [i, 'B'])), {})).toBe(100);
  });
  it('gives an essay its share times grade/10', () => {
    // 3 MCQ + 1 essay: 25 each; 2 correct and an essay graded 7/10 = 50 + 17.5 = 67.5, rounded 68.
    expect(quizScore(quiz(3, 1), { 0: 'B', 1: 'B', 2: 'C' }, { 0: 7 })).toBe(68);
    // 2 MCQ + 2 essays: 1 correct, essays 10/10 and 3/10 = 25 + 25 + 7.5 = 57.5 -> 58 (below the pass mark).
    expect(quizScore(quiz(2, 2), { 0: 'B', 1: 'A' }, { 0: 10, 1: 3 })).toBe(58);
  });
  it('rounds the total, not each share', () => {
    // 3 questions: 33.33 each; 2 correct = 66.67 -> 67.
    expect(quizScore(quiz(3, 0), { 0: 'B', 1: 'B', 2: 'A' }, {})).toBe(67);
    expect(quizScore(quiz(3, 0), { 0: 'B', 1: 'A', 2: 'A' }, {})).toBe(33);
  });
  it('counts an essay not (yet) graded as 0', () => expect(quizScore(quiz(1, 1), { 0: 'B' }, {})).toBe(50));
  it('gives an empty quiz 0', () => expect(scoreOf({ mcqCount: 0, essayCount: 0 }, 0, {})).toBe(0));
  it('ignores a grade of an essay the quiz does not have', () => expect(scoreOf({ mcqCount: 1, essayCount: 1 }, 1, { 1: 10 })).toBe(50));
  it('labels and passes from the spec thresholds', () => {
    expect([resultLabel(100), resultLabel(80), resultLabel(79), resultLabel(60), resultLabel(59), resultLabel(0)]).toEqual([
      'Xuất sắc!',
      'Xuất sắc!',
      'Khá tốt!',
      'Khá tốt!',
      'Cần cải thiện!',
      'Cần cải thiện!',
    ]);
    expect([isPassing(60), isPassing(59)]).toEqual([true, false]);
  });
  it('does not use the editor’s per-question points or passing score', () => {
    const weighted: QuizContent = { ...quiz(2, 0), settings: { passingScore: 90 } };
    weighted.questionQuiz[0] = { ...weighted.questionQuiz[0], points: 90 };
    expect(quizScore(weighted, { 0: 'B', 1: 'A' }, {})).toBe(50);
  });
});
