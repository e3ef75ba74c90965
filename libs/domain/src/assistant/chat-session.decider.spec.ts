import { describe, expect, it } from '@jest/globals';
import { fold } from '../shared/decider.js';
import { specFor } from '../shared/decider.testing.js';
import { ASSISTANT_MESSAGES as M } from './assistant.messages.js';
import type { ChatSessionCommand } from './chat-session.commands.js';
import { chatSessionDecider, chatSessionStreamId } from './chat-session.decider.js';
import type { AnswerAdvisor, ChatSessionEvent } from './chat-session.events.js';

const given = specFor(chatSessionDecider);
const advisor: AnswerAdvisor = { key: 'Chọn Advisor', name: 'Analyst', isPipeline: false, enableWebsearch: false };
const T = '2026-11-28T10:00:00.000Z';
const created: ChatSessionEvent = { type: 'ChatSessionCreated', data: { sessionId: 7, ownerId: 'u1', ownerEmail: 'a@k9.test', advisorType: null, title: 'Chat mới', model: null, show: true } };
const ask = (over: Partial<Extract<ChatSessionCommand, { type: 'AskQuestion' }>['data']> = {}): ChatSessionCommand => ({
  type: 'AskQuestion',
  data: { sessionId: 7, userId: 'u1', messageId: 'q1', content: 'Phân tích cổ phiếu FPT giúp tôi', timestamp: T, answerId: 'a1', runId: 'r1', advisor, dataStore: false, calls: 1, ...over },
});
const posted = (messageId: string, parentId: string | null, content = 'Phân tích cổ phiếu FPT giúp tôi'): ChatSessionEvent => ({ type: 'ChatUserMessagePosted', data: { sessionId: 7, messageId, parentId, content, timestamp: T } });
const started = (messageId: string, parentId: string, runId: string): ChatSessionEvent => ({ type: 'ChatAnswerStarted', data: { sessionId: 7, messageId, parentId, runId, advisor, dataStore: false, calls: 1 } });
const answered = (messageId: string, parentId: string, runId: string, content = 'FPT tăng trưởng tốt.'): ChatSessionEvent => ({
  type: 'ChatAnswerCompleted',
  data: { sessionId: 7, messageId, parentId, runId, content, timestamp: T, advisor, steps: [], retrieval: null },
});
const complete = (content: string, runId = 'r1'): ChatSessionCommand => ({ type: 'CompleteAnswer', data: { sessionId: 7, userId: 'u1', messageId: 'a1', runId, content, timestamp: T, steps: [], retrieval: null } });
const firstTurn = [created, { type: 'ChatSessionRetitled', data: { sessionId: 7, title: 'Phân tích cổ phiếu F…' } } as ChatSessionEvent, posted('q1', null), started('a1', 'q1', 'r1')];

describe('chat session', () => {
  it('lives in one stream per session', () => expect(chatSessionStreamId(7)).toBe('chat-session-7'));

  describe('creating', () => {
    const create = (ownedSessions: number): ChatSessionCommand => ({
      type: 'CreateChatSession',
      data: { sessionId: 7, userId: 'u1', userEmail: 'a@k9.test', advisorType: null, title: 'Chat mới', model: null, show: true, ownedSessions },
    });
    it('records the owner', () => given([]).when(create(0)).then([created]));
    it('refuses the 201st session of a user', () => given([]).when(create(200)).thenThrows('CHAT_TOO_MANY_SESSIONS'));
    it('takes the 200th', () => given([]).when(create(199)).then([created]));
  });

  describe('regenerating', () => {
    const regenerate = (over: Partial<Extract<ChatSessionCommand, { type: 'RegenerateAnswer' }>['data']> = {}): ChatSessionCommand => ({
      type: 'RegenerateAnswer',
      data: { sessionId: 7, userId: 'u1', questionId: 'q1', answerId: 'a1b', runId: 'r2', advisor, dataStore: false, calls: 1, ...over },
    });
    const answeredOnce = [...firstTurn, answered('a1', 'q1', 'r1')];
    it('starts a sibling answer under the same question, without a new user message', () => given(answeredOnce).when(regenerate()).then([started('a1b', 'q1', 'r2')]));
    it('refuses while answering, an unknown question, an answer given as the question and another user', () => {
      given(firstTurn).when(regenerate()).thenThrows('CHAT_ANSWERING');
      given(answeredOnce).when(regenerate({ questionId: 'nope' })).thenThrows('CHAT_QUESTION_UNKNOWN');
      given(answeredOnce).when(regenerate({ questionId: 'a1' })).thenThrows('CHAT_NOT_QUESTION');
      given(answeredOnce).when(regenerate({ userId: 'u2' })).thenThrows('CHAT_SESSION_NOT_FOUND');
      given(answeredOnce).when(regenerate({ answerId: 'q1' })).thenThrows('CHAT_MESSAGE_ID_TAKEN');
    });
    it('keeps both answers as siblings once the second completes', () => {
      const state = fold(chatSessionDecider, [...answeredOnce, started('a1b', 'q1', 'r2'), answered('a1b', 'q1', 'r2', 'Lần hai')]);
      expect([...state.messages.entries()].filter(([, m]) => m.parentId === 'q1').map(([id]) => id)).toEqual(['a1', 'a1b']);
      expect(state.answering).toBeNull();
    });
  });

  describe('asking', () => {
    it('stores the question, titles the session from it and starts the answer', () => given([created]).when(ask()).then(firstTurn.slice(1)));
    it('is refused while an answer is being made (the answering state is on the session)', () => given(firstTurn).when(ask({ messageId: 'q2', answerId: 'a2', runId: 'r2' })).thenThrows('CHAT_ANSWERING'));
    it('follows the last answer and keeps the title once set', () =>
      given([...firstTurn, answered('a1', 'q1', 'r1')])
        .when(ask({ messageId: 'q2', answerId: 'a2', runId: 'r2', content: 'Còn VNM?' }))
        .then([posted('q2', 'a1', 'Còn VNM?'), started('a2', 'q2', 'r2')]));
    it('branches: an edited first question starts again from the root', () =>
      given([...firstTurn, answered('a1', 'q1', 'r1')])
        .when(ask({ messageId: 'q2', answerId: 'a2', runId: 'r2', parentId: null, content: 'Phân tích HPG' }))
        .then([posted('q2', null, 'Phân tích HPG'), started('a2', 'q2', 'r2')]));
    it('refuses a parent that is not in the session, or that is a question', () => {
      given([...firstTurn, answered('a1', 'q1', 'r1')]).when(ask({ messageId: 'q2', answerId: 'a2', parentId: 'x' })).thenThrows('CHAT_PARENT_UNKNOWN');
      given([...firstTurn, answered('a1', 'q1', 'r1')]).when(ask({ messageId: 'q2', answerId: 'a2', parentId: 'q1' })).thenThrows('CHAT_PARENT_NOT_ANSWER');
    });
    it('refuses a message over 10,000 characters, an empty one and one that still holds &&&', () => {
      given([created]).when(ask({ content: 'a'.repeat(10_001) })).thenThrows('CHAT_MESSAGE_INVALID');
      given([created]).when(ask({ content: '   ' })).thenThrows('CHAT_MESSAGE_INVALID');
      given([created]).when(ask({ content: 'Phân tích ngành &&&' })).thenThrows('CHAT_MESSAGE_INVALID');
    });
    it('takes a message of exactly 10,000 characters', () => expect(chatSessionDecider.decide(ask({ content: 'a'.repeat(10_000) }), fold(chatSessionDecider, [created]))).toHaveLength(3));
    it('refuses another user (as if the session did not exist) and a deleted session', () => {
      given([created]).when(ask({ userId: 'u2' })).thenThrows('CHAT_SESSION_NOT_FOUND');
      given([created, { type: 'ChatSessionDeleted', data: { sessionId: 7, ownerId: 'u1' } }]).when(ask()).thenThrows('CHAT_SESSION_NOT_FOUND');
    });
    it('refuses a session that would pass 500 messages', () => {
      const history: ChatSessionEvent[] = [created];
      for (let i = 0; i < 249; i++) history.push(posted(`q${i}`, i ? `a${i - 1}` : null, `Câu ${i}`), started(`a${i}`, `q${i}`, `r${i}`), answered(`a${i}`, `q${i}`, `r${i}`));
      expect(chatSessionDecider.decide(ask({ messageId: 'x', answerId: 'y' }), fold(chatSessionDecider, history))).toHaveLength(2);
      history.push(posted('q249', 'a248', 'Câu'), started('a249', 'q249', 'r249'), answered('a249', 'q249', 'r249'));
      given(history).when(ask({ messageId: 'x', answerId: 'y' })).thenThrows('CHAT_TOO_MANY_MESSAGES');
    });
  });

  describe('answering', () => {
    it('stores the answer and ends the answering state', () => {
      given(firstTurn).when(complete('FPT tăng trưởng tốt.')).then([answered('a1', 'q1', 'r1')]);
      expect(fold(chatSessionDecider, [...firstTurn, answered('a1', 'q1', 'r1')]).answering).toBeNull();
    });
    it('keeps an answer of any length within the event size cap (3 bytes a character at worst)', () => {
      const long = 'ệ'.repeat(200_000);
      const steps = Array.from({ length: 5 }, (_, index) => ({ id: `s${index}`, name: `Bước ${index}`, model: 'gpt-4.1', output: long, callId: null }));
      // Web citations too (issue 30 §3): as many and as long as a provider may send, bounded by the decider.
      const citations = Array.from({ length: 100 }, (_, index) => ({ uri: `https://ệ.vn/${index}/${'ệ'.repeat(5_000)}`, title: 'ệ'.repeat(5_000) }));
      const data = { sessionId: 7, userId: 'u1', messageId: 'a1', runId: 'r1', content: long, timestamp: T, steps, retrieval: null, citations, webSearchNote: null };
      const [event] = chatSessionDecider.decide({ type: 'CompleteAnswer', data }, fold(chatSessionDecider, firstTurn));
      expect(Buffer.byteLength(JSON.stringify(event))).toBeLessThan(256 * 1024);
      expect((event as Extract<ChatSessionEvent, { type: 'ChatAnswerCompleted' }>).data.citations).toHaveLength(10);
    });
    it("keeps a web search's citations and the fallback note with the answer", () => {
      const citations = [{ uri: 'https://cafef.vn/a', title: 'A' }, { uri: 'https://cafef.vn/a', title: 'A lần hai' }, { uri: 'javascript:alert(1)', title: 'Bẫy' }];
      given(firstTurn)
        .when({ type: 'CompleteAnswer', data: { sessionId: 7, userId: 'u1', messageId: 'a1', runId: 'r1', content: 'Đáp', timestamp: T, steps: [], retrieval: null, citations, webSearchNote: M.webSearchFailed } })
        .then([{ ...answered('a1', 'q1', 'r1', 'Đáp'), data: { ...answered('a1', 'q1', 'r1', 'Đáp').data, citations: [citations[0], citations[2]], webSearchNote: M.webSearchFailed } } as ChatSessionEvent]);
    });
    it('an empty answer becomes the spec apology', () => given(firstTurn).when(complete('  ')).then([answered('a1', 'q1', 'r1', M.emptyAnswer)]));
    it('a late job of a superseded run stores nothing', () => {
      const superseded: ChatSessionEvent = { type: 'ChatAnswerSuperseded', data: { sessionId: 7, messageId: 'a1', runId: 'r1', newRunId: 'r1b' } };
      given([...firstTurn, superseded]).when(complete('cũ')).then([]);
      given([...firstTurn, superseded]).when(complete('mới', 'r1b')).then([answered('a1', 'q1', 'r1b', 'mới')]);
    });
    it('a failure stores the apology message', () =>
      given(firstTurn)
        .when({ type: 'FailAnswer', data: { sessionId: 7, userId: 'u1', messageId: 'a1', runId: 'r1', reason: 'timeout', timestamp: T, callId: null } })
        .then([{ type: 'ChatAnswerFailed', data: { sessionId: 7, messageId: 'a1', runId: 'r1', content: 'Xin lỗi, đã có lỗi xảy ra khi xử lý câu hỏi của bạn.', reason: 'timeout', timestamp: T, callId: null } }]));
    it('a stop keeps what streamed; stopping twice is refused; the owner only', () => {
      const stop = (userId = 'u1'): ChatSessionCommand => ({ type: 'StopAnswer', data: { sessionId: 7, userId, partial: 'FPT', timestamp: T } });
      const stopped: ChatSessionEvent = { type: 'ChatAnswerStopped', data: { sessionId: 7, messageId: 'a1', runId: 'r1', partial: 'FPT', timestamp: T } };
      given(firstTurn).when(stop()).then([stopped]);
      given([...firstTurn, stopped]).when(stop()).thenThrows('CHAT_NOT_ANSWERING');
      given(firstTurn).when(stop('u2')).thenThrows('CHAT_SESSION_NOT_FOUND');
      given([...firstTurn, stopped]).when(complete('muộn')).then([]);
    });
    it('a session cannot be deleted while answering', () => given(firstTurn).when({ type: 'DeleteChatSession', data: { sessionId: 7, userId: 'u1' } }).thenThrows('CHAT_ANSWERING'));
  });

  describe('PUT with the history', () => {
    const put = (messages: Array<{ role: 'user' | 'assistant'; content: string; messageId: string }>): ChatSessionCommand => ({
      type: 'AppendChatHistory',
      data: { sessionId: 7, userId: 'u1', messages: messages.map((message) => ({ ...message, timestamp: T })) },
    });
    const stored = [...firstTurn, answered('a1', 'q1', 'r1')];
    it('appends what extends the stored messages', () =>
      given(stored)
        .when(put([{ role: 'user', content: 'Phân tích cổ phiếu FPT giúp tôi', messageId: 'z1' }, { role: 'assistant', content: 'FPT tăng trưởng tốt.', messageId: 'z2' }, { role: 'user', content: 'Tiếp', messageId: 'q9' }]))
        .then([posted('q9', 'a1', 'Tiếp')]));
    it('refuses a change to a stored message (409)', () =>
      given(stored).when(put([{ role: 'user', content: 'Khác', messageId: 'z1' }])).thenThrows('CHAT_MESSAGE_CHANGED'));
    it('the same history again changes nothing', () => given(stored).when(put([{ role: 'user', content: 'Phân tích cổ phiếu FPT giúp tôi', messageId: 'z1' }])).then([]));
  });
});
