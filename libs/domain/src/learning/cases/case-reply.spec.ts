import { describe, expect, it } from '@jest/globals';
import { parseCaseReply } from './case-reply.js';
import { LEARNER_CASE_MESSAGES as M } from './learner-cases.messages.js';

const mcq = { type: 'mcq', question: 'Chỉ số nào đo khả năng thanh toán?', options: { A: 'ROE', B: 'Hệ số thanh toán hiện hành', C: 'P/E', D: 'EPS' }, correct_answer: 'B', explanation: 'Tài sản ngắn hạn / nợ ngắn hạn.' };
const essay = { type: 'essay', question: 'Đề xuất cách cải thiện dòng tiền?', expectedAnswer: 'Rút ngắn kỳ thu tiền.' };
const reply = (value: unknown) => JSON.stringify(value);

describe('the case generator reply (spec 2 §5.2)', () => {
  it('reads a JSON reply with a questions array into the platform quiz, with title and description', () => {
    expect(parseCaseReply(reply({ title: 'Dòng tiền của chuỗi bán lẻ', description: 'Tình huống', questions: [mcq, essay] }))).toEqual({
      ok: true,
      title: 'Dòng tiền của chuỗi bán lẻ',
      description: 'Tình huống',
      quiz: {
        questionQuiz: [{ question: mcq.question, options: mcq.options, correct_answer: 'B', explanation: mcq.explanation }],
        questionEssay: [{ question: essay.question, expectedAnswer: essay.expectedAnswer }],
      },
    });
  });
  it('finds the JSON in a fenced block or as the first object in prose', () => {
    const fenced = parseCaseReply(`Đây là case:\n\`\`\`json\n${reply({ questions: [essay] })}\n\`\`\`\nChúc học tốt {vui}`);
    expect(fenced.ok && fenced.quiz.questionEssay).toHaveLength(1);
    const prose = parseCaseReply(`Kết quả: ${reply({ questions: [mcq], note: 'dấu } trong chuỗi' })} -- hết.`);
    expect(prose.ok && prose.quiz.questionQuiz).toHaveLength(1);
    expect(prose.ok && prose.title).toBeNull();
  });
  it('letters options given as a list A, B, C, D and reads answers written as "b." or "C) ..."', () => {
    const listed = parseCaseReply(reply({ questions: [{ ...mcq, options: ['ROE', 'Thanh toán hiện hành', 'P/E', 'EPS'], correct_answer: 'b.' }, { ...mcq, type: undefined, correct_answer: 'C) P/E' }] }));
    expect(listed.ok && listed.quiz.questionQuiz.map((question) => [question.options, question.correct_answer])).toEqual([
      [{ A: 'ROE', B: 'Thanh toán hiện hành', C: 'P/E', D: 'EPS' }, 'B'],
      [mcq.options, 'C'],
    ]);
  });
  it('fails, typed, on a reply that is not JSON, has no questions array or no valid question', () => {
    expect(parseCaseReply('Xin lỗi, tôi không thể giúp.')).toEqual({ ok: false, code: 'REPLY_NOT_JSON', reason: M.replyNotJson });
    expect(parseCaseReply(reply({ cau_hoi: [mcq] }))).toEqual({ ok: false, code: 'REPLY_WITHOUT_QUESTIONS', reason: M.replyWithoutQuestions });
    expect(parseCaseReply(reply({ questions: 'ba câu' }))).toMatchObject({ ok: false, code: 'REPLY_WITHOUT_QUESTIONS' });
    expect(parseCaseReply(reply({ questions: [] }))).toMatchObject({ ok: false, code: 'REPLY_WITHOUT_VALID_QUESTIONS' });
  });
  it('fails on a question the quiz rule refuses (three options, a missing answer)', () => {
    expect(parseCaseReply(reply({ questions: [{ ...mcq, options: ['a', 'b', 'c'] }] }))).toEqual({
      ok: false,
      code: 'REPLY_INVALID_QUESTION',
      reason: 'Câu trắc nghiệm 1: Vui lòng nhập đáp án D!',
    });
    expect(parseCaseReply(reply({ questions: [{ ...mcq, correct_answer: 'E' }] }))).toMatchObject({ ok: false, code: 'REPLY_INVALID_QUESTION' });
    expect(parseCaseReply(reply({ questions: [42] }))).toMatchObject({ ok: false, code: 'REPLY_INVALID_QUESTION' });
  });
  it('keeps what the model wrote as text: markup stays characters, controls are dropped, title bounded', () => {
    const parsed = parseCaseReply(reply({ title: `<img src=x onerror=alert(1)>${'x'.repeat(300)}\u0007`, questions: [{ question: '<script>alert(1)</script>' }] }));
    expect(parsed.ok && parsed.quiz.questionEssay[0].question).toBe('<script>alert(1)</script>');
    expect(parsed.ok && parsed.title).toHaveLength(200);
  });
});
