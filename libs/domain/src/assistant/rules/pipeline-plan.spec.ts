import { describe, expect, it } from '@jest/globals';
import { advisorSummary, answerModelOf, chatAdvisorsOf, DEFAULT_CHAT_ADVISOR, findAdvisor } from './advisors.js';
import { callsOf, stepMessages } from './pipeline-plan.js';

describe('pipeline planner', () => {
  const history = [
    { role: 'user' as const, content: 'Trước' },
    { role: 'assistant' as const, content: 'Đáp' },
  ];
  it('gives step 1 the question and the history', () => expect(stepMessages(0, 'Hỏi', history, null)).toEqual([...history, { role: 'user', content: 'Hỏi' }]));
  it('gives later steps the question and the previous output, not the history', () => {
    const messages = stepMessages(1, 'Hỏi', history, 'Kết quả bước 1');
    expect(messages).toHaveLength(1);
    expect(messages[0].content).toContain('Hỏi');
    expect(messages[0].content).toContain('Kết quả bước 1');
  });
  it('reserves one call per step', () => expect(callsOf(chatAdvisorsOf([], [{ key: 'p', name: 'P', isPipeline: true, steps: [{ name: 'a' }, { name: 'b' }] }])[1].steps)).toBe(2));
});

describe('advisors', () => {
  it("applies the spec's default advisor while none is saved", () => {
    expect(chatAdvisorsOf(null, null)).toEqual([DEFAULT_CHAT_ADVISOR]);
    expect(DEFAULT_CHAT_ADVISOR).toMatchObject({ key: 'Chọn Advisor', name: 'Analyst' });
  });
  it('shows learners no system message nor model', () => {
    const [advisor] = chatAdvisorsOf([{ key: 'cfo', name: 'CFO', model: 'gpt-4.1', systemMessage: 'BÍ MẬT', enableWebsearch: true, description: 'Tài chính' }], []);
    const summary = advisorSummary(advisor);
    expect(summary).toEqual({ key: 'cfo', name: 'CFO', description: 'Tài chính', enableWebsearch: true, isPipeline: false, steps: 1 });
    expect(JSON.stringify(summary)).not.toContain('BÍ MẬT');
  });
  it('finds by key; an unknown key is undefined; no key is the first', () => {
    const advisors = chatAdvisorsOf([{ key: 'a', name: 'A' }], [{ key: 'p', name: 'P', isPipeline: true, steps: [] }]);
    expect(advisors.map((a) => a.key)).toEqual(['a']);
    expect(findAdvisor(advisors, 'nope')).toBeUndefined();
    expect(findAdvisor(advisors, undefined)?.key).toBe('a');
  });
  it("chooses the step's model, else the session's when allowed, else the default", () => {
    expect(answerModelOf('gpt-4.1', 'x', true, 'd')).toBe('gpt-4.1');
    expect(answerModelOf(null, 'x', true, 'd')).toBe('x');
    expect(answerModelOf(null, 'x', false, 'd')).toBe('d');
    expect(answerModelOf(null, null, true, 'd')).toBe('d');
  });
});
