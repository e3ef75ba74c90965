import { describe, expect, it } from '@jest/globals';
import { chatTitleOf, messageProblem, placeholderProblem, statelessHistoryProblem } from './chat-rules.js';

describe('chat rules', () => {
  it('titles a session with the first 20 characters of its first message, plus … when longer', () => {
    expect(chatTitleOf('Phân tích cổ phiếu FPT giúp tôi')).toBe('Phân tích cổ phiếu F…');
    expect(chatTitleOf('Xin chào')).toBe('Xin chào');
    expect(chatTitleOf('a'.repeat(20))).toBe('a'.repeat(20));
  });
  it('refuses a message that still holds &&& with the spec text', () => {
    expect(placeholderProblem('Phân tích ngành &&&')).toBe('Cần điền/ thay thế thông tin trong &&& trước khi gửi. Prompt không hỗ trợ kí tự &');
    expect(placeholderProblem('A && B')).toBeNull();
  });
  it('takes 10,000 characters, not 10,001', () => {
    expect(messageProblem('a'.repeat(10_000))).toBeNull();
    expect(messageProblem('a'.repeat(10_001))).toBe('Tin nhắn dài tối đa 10.000 ký tự.');
  });
  it('caps a stateless history at 50 messages and 20,000 characters', () => {
    expect(statelessHistoryProblem(Array.from({ length: 50 }, () => ({ content: 'x' })))).toBeNull();
    expect(statelessHistoryProblem(Array.from({ length: 51 }, () => ({ content: 'x' })))).not.toBeNull();
    expect(statelessHistoryProblem([{ content: 'x'.repeat(20_001) }])).not.toBeNull();
  });
});
