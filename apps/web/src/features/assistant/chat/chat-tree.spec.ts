import { describe, expect, it } from '@jest/globals';
import type { ChatMessageView } from '@k9/contracts';
import { choose, followUpParent, regenerationOf, siblingLabel, stepSibling, visiblePath, withAnswer } from './chat-tree';

const message = (id: string, parentId: string | null, role: 'user' | 'assistant', content = id): ChatMessageView => ({ id, parentId, role, content, timestamp: '2026-11-28T10:00:00.000Z' });

// q1 → a1 → q2 → a2, and q2' (an edit of q2) → a2', and q1' (an edit of the first question) → a1'.
const HISTORY = [
  message('q1', null, 'user', 'Tổng quan ngành ngân hàng'),
  message('a1', 'q1', 'assistant'),
  message('q2', 'a1', 'user'),
  message('a2', 'q2', 'assistant'),
  message('q2b', 'a1', 'user'),
  message('a2b', 'q2b', 'assistant'),
  message('q1b', null, 'user', 'Tổng quan ngành bảo hiểm'),
  message('a1b', 'q1b', 'assistant'),
];
const ids = (path: ReturnType<typeof visiblePath>) => path.map((entry) => entry.message.id);

describe('the path through a branched chat', () => {
  it('shows the newest branch under each parent until the learner chooses another', () => {
    const path = visiblePath(HISTORY);
    expect(ids(path)).toEqual(['q1b', 'a1b']);
    expect(siblingLabel(path[0])).toBe('2/2');
    expect(siblingLabel(path[1])).toBe('1/1');
  });

  it("steps between siblings with the arrows, and below a chosen message shows that message's newest branch", () => {
    const root = visiblePath(HISTORY)[0];
    const back = stepSibling({}, root, -1);
    const path = visiblePath(HISTORY, back);
    expect(ids(path)).toEqual(['q1', 'a1', 'q2b', 'a2b']);
    expect(path.map(siblingLabel)).toEqual(['1/2', '1/1', '2/2', '1/1']);
    const older = visiblePath(HISTORY, stepSibling(back, path[2], -1));
    expect(ids(older)).toEqual(['q1', 'a1', 'q2', 'a2']);
    // No arrow past either end.
    expect(stepSibling(back, path[0], -1)).toBe(back);
    expect(stepSibling({}, root, 1)).toEqual({});
  });

  it('shows a question just sent under its parent, even when an older sibling was chosen', () => {
    const chosen = stepSibling({}, visiblePath(HISTORY)[0], -1);
    const sent = [...HISTORY, message('q2c', 'a1', 'user')];
    expect(ids(visiblePath(sent, choose(stepSibling(chosen, visiblePath(sent, chosen)[2], -1), 'a1', 'q2c')))).toEqual(['q1', 'a1', 'q2c']);
  });

  it('puts the streaming answer under its question until the stored answer arrives', () => {
    const history = [message('q1', null, 'user')];
    const answering = { messageId: 'a1', parentId: 'q1', runId: 'r1' };
    const shown = withAnswer(history, answering, 'Xin chào');
    expect(visiblePath(shown).map((entry) => [entry.message.id, entry.message.content, entry.message.streaming ?? false])).toEqual([
      ['q1', 'q1', false],
      ['a1', 'Xin chào', true],
    ]);
    const stored = [...history, message('a1', 'q1', 'assistant', 'Xin chào bạn')];
    expect(withAnswer(stored, answering, 'Xin')).toEqual(stored);
    expect(withAnswer(history, null, '')).toEqual(history);
  });

  it('asks the next question after the last message on screen, the first one at the root', () => {
    expect(followUpParent([])).toBeNull();
    expect(followUpParent(visiblePath(HISTORY))).toBe('a1b');
  });

  it('regenerates an answer by asking for another answer to its question (a sibling of the answer)', () => {
    expect(regenerationOf(HISTORY, 'a2b')).toEqual({ questionId: 'q2b' });
    expect(regenerationOf(HISTORY, 'a1')).toEqual({ questionId: 'q1' });
    expect(regenerationOf(HISTORY, 'nope')).toBeNull();
  });

  it('never loops on a broken tree and starts a path at a message whose parent is missing', () => {
    const broken = [message('x', 'missing', 'user'), message('y', 'x', 'assistant')];
    expect(ids(visiblePath(broken))).toEqual(['x', 'y']);
  });
});
