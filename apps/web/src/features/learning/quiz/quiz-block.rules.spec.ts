import { describe, expect, it } from '@jest/globals';
import type { EssayGradingView, QuizHistoryRecord } from '@k9/contracts';
import { isOlderRecord } from './attempt-freshness';
import { answersToSend, draftOf, essayGradingFor, gradingNotices, hasQuestions, optionLetters, optionTone, provisionalNote, unansweredCount } from './quiz-block.rules';

const QUIZ = {
  questionQuiz: [
    { question: 'Câu 1?', options: { A: 'a', B: 'b', C: 'c', D: 'd' } },
    { question: 'Câu 2?', options: { A: 'a', B: 'b', C: 'c', D: 'd' } },
    { question: 'Câu 3?', options: { A: 'a', B: 'b', C: 'c', D: 'd' } },
  ],
  questionEssay: [{ question: 'Tự luận 1?' }, { question: 'Tự luận 2?' }],
};
const grading = (state: EssayGradingView['state'], grade: number | null = null): EssayGradingView => ({
  state,
  run: 1,
  grade,
  comment: grade ? 'Tốt' : null,
  referenceEssay: grade ? 'Bài mẫu' : null,
  callId: null,
  model: null,
  promptVersion: null,
  reason: state === 'failed' ? 'Không thể chấm điểm câu tự luận. Vui lòng thử lại!' : null,
  provisional: false,
  expectedAnswer: null,
});
const record = (patch: Partial<QuizHistoryRecord> = {}): QuizHistoryRecord => ({
  id: 'h1',
  user_id: 'u1',
  user_email: null,
  case_id: 7,
  questionName: 'Case',
  questionType: 'caseTraining',
  attempt: 1,
  status: 'complete',
  selectedAnswers: { 0: 'A', 1: 'B', 2: 'D' },
  essayAnswers: { 0: 'Bài làm 1' },
  aiGrading: {},
  essayGrading: {},
  score: 40,
  resultLabel: 'Cần cải thiện!',
  lastScore: 40,
  review: null,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:01.000Z',
  revision: 10,
  ...patch,
});

describe('quiz block rules (spec 2 §2.5, §4.1, §5.1, §8.1)', () => {
  it('shows the block only for a quiz with at least one question, and offers the letters that have a text', () => {
    expect(hasQuestions(null)).toBe(false);
    expect(hasQuestions({ questionQuiz: [], questionEssay: [] })).toBe(false);
    expect(hasQuestions({ questionQuiz: [], questionEssay: [{ question: 'x' }] })).toBe(true);
    expect(optionLetters({ A: 'a', B: 'b', C: ' ', D: 'd' })).toEqual(['A', 'B', 'D']);
  });

  it('counts the multiple-choice questions still unanswered (essays are optional)', () => {
    expect(unansweredCount(QUIZ, {})).toBe(3);
    expect(unansweredCount(QUIZ, { 0: 'A', 2: 'C' })).toBe(1);
    expect(unansweredCount(QUIZ, { 0: 'A', 1: 'B', 2: 'C' })).toBe(0);
  });

  it('highlights the correct option green and a wrong chosen one red, and nothing before the answers are known', () => {
    expect(optionTone('A', 'B', undefined)).toBe('none');
    expect(optionTone('A', 'A', 'A')).toBe('correct');
    expect(optionTone('B', 'B', 'A')).toBe('wrong');
    expect(optionTone('A', 'B', 'A')).toBe('correct');
    expect(optionTone('C', 'B', 'A')).toBe('none');
  });

  it('restores the answers of a record and sends the choices with the essays that have text', () => {
    expect(draftOf(null)).toEqual({ selected: {}, essays: {} });
    expect(draftOf(record())).toEqual({ selected: { 0: 'A', 1: 'B', 2: 'D' }, essays: { 0: 'Bài làm 1' } });
    expect(answersToSend({ selected: { 0: 'A', 1: 'C' }, essays: { 0: '  ', 1: 'Bài làm' } })).toEqual({ selectedAnswers: { 0: 'A', 1: 'C' }, essayAnswers: { 1: 'Bài làm' } });
  });

  it('shows a grade before the submit only while the text is the graded one; after it, always', () => {
    const graded = record({ status: 'answering', essayAnswers: { 1: 'Bán qua đại lý.' }, essayGrading: { 1: grading('graded', 7) } });
    expect(essayGradingFor(graded, 1, 'Bán qua đại lý.', false)?.grade).toBe(7);
    expect(essayGradingFor(graded, 1, 'Bán qua đại lý và sàn.', false)).toBeNull();
    expect(essayGradingFor(graded, 0, '', false)).toBeNull();
    expect(essayGradingFor(record({ essayGrading: { 0: grading('pending') } }), 0, 'Bài làm 1', true)?.state).toBe('pending');
    expect(essayGradingFor(null, 0, 'x', true)).toBeNull();
  });

  it('tells once when every essay got its grade after the submit, and warns when a pending grading failed', () => {
    const none = new Set<number>();
    const pending = { 0: grading('pending'), 1: grading('pending') };
    expect(gradingNotices(pending, { 0: grading('graded', 7), 1: grading('pending') }, true, none)).toEqual([]);
    expect(gradingNotices({ 0: grading('graded', 7), 1: grading('pending') }, { 0: grading('graded', 7), 1: grading('graded', 5) }, true, none)).toEqual(['allGraded']);
    // A reload of what is already graded says nothing.
    expect(gradingNotices(null, { 0: grading('graded', 7) }, true, none)).toEqual([]);
    expect(gradingNotices({ 0: grading('graded', 7) }, { 0: grading('graded', 7) }, true, none)).toEqual([]);
    // A failure after the submit: the spec's warning; of an essay graded on its own (or 'Chấm lại'): the single failure.
    expect(gradingNotices(pending, { 0: grading('graded', 7), 1: grading('failed') }, true, none)).toEqual(['failed']);
    expect(gradingNotices({ 1: grading('pending') }, { 1: grading('failed') }, true, new Set([1]))).toEqual(['singleFailed']);
    // A 'Chấm lại' that succeeds once the other essays are graded: all graded.
    expect(gradingNotices({ 0: grading('graded', 7), 1: grading('pending') }, { 0: grading('graded', 7), 1: grading('graded', 6) }, true, new Set([1]))).toEqual(['allGraded']);
    // Before the submit, one essay graded on its own: no 'all graded'.
    expect(gradingNotices({ 1: grading('pending') }, { 1: grading('graded', 6) }, false, new Set([1]))).toEqual([]);
  });

  it('keeps what /ws delivered when an older answer of the same history arrives after it, by the server’s revision', () => {
    const graded = record({ revision: 12, updated_at: '2025-01-01T00:00:02.000Z', essayGrading: { 0: grading('graded', 7) } });
    const submitted = record({ revision: 10, updated_at: '2025-01-01T00:00:01.000Z', essayGrading: { 0: grading('pending') } });
    expect(isOlderRecord(graded, submitted)).toBe(true);
    expect(isOlderRecord(submitted, graded)).toBe(false);
    // Two grading jobs: the one stored last may carry the earlier clock time; the revision still orders them.
    const bothGraded = record({ revision: 14, updated_at: '2025-01-01T00:00:01.500Z', essayGrading: { 0: grading('graded', 7), 1: grading('graded', 6) } });
    expect(isOlderRecord(graded, bothGraded)).toBe(false);
    expect(isOlderRecord(bothGraded, graded)).toBe(true);
    // A redo is a later change: its record replaces the submitted one.
    expect(isOlderRecord(graded, record({ attempt: 2, status: 'new', revision: 15 }))).toBe(false);
    expect(isOlderRecord(record({ attempt: 2, revision: 15 }), graded)).toBe(true);
    expect(isOlderRecord(null, submitted)).toBe(false);
    expect(isOlderRecord(graded, null)).toBe(false);
  });
});

describe('a grade held for review (issue 23 §2.3)', () => {
  it('shows as provisional, waiting for a teacher', () => {
    expect(provisionalNote({ ...grading('graded', 10), provisional: true })).toBe('Đang chờ giáo viên xem lại');
    expect(provisionalNote(grading('graded', 10))).toBeNull();
    expect(provisionalNote({ ...grading('pending'), provisional: true })).toBeNull();
    expect(provisionalNote(null)).toBeNull();
  });
});
