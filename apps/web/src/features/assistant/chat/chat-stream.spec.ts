import { describe, expect, it } from '@jest/globals';
import { addDeltas, endRun, mergeRunStreams, startRunStream } from '../../ai/ai-run-stream';
import { applyChatReplay, chatRunOf } from './chat-stream';

describe("an answer's stream in the tab", () => {
  it('after a reload, the replay from seq 0 gives the answer so far, and live deltas go on from there', () => {
    let state = chatRunOf('r', { runId: 'r', state: 'running', deltas: [{ seq: 1, delta: 'Ngành ' }, { seq: 2, delta: 'ngân ' }], lastSeq: 2 });
    expect(state).toMatchObject({ text: 'Ngành ngân ', lastSeq: 2, state: 'running' });
    // A live delta heard twice (before and with a second replay) is kept once; one ahead waits for its predecessor.
    state = addDeltas(state, [{ seq: 4, delta: 'tăng' }, { seq: 2, delta: 'ngân ' }]);
    state = applyChatReplay(state, { runId: 'r', state: 'running', deltas: [{ seq: 3, delta: 'hàng ' }, { seq: 4, delta: 'tăng' }], lastSeq: 4 });
    expect(state).toMatchObject({ text: 'Ngành ngân hàng tăng', lastSeq: 4, pending: {} });
  });

  it('a replay that has ended ends the run, keeping the text', () => {
    const ended = chatRunOf('r', { runId: 'r', state: 'ok', deltas: [{ seq: 1, delta: 'Xong' }], lastSeq: 1 });
    expect(ended).toMatchObject({ state: 'ok', text: 'Xong' });
    expect(chatRunOf('r', { runId: 'r', state: 'stopped', deltas: [], lastSeq: 0 }).state).toBe('stopped');
    // Past the replay window the run is over: the stored answer is in the session.
    expect(chatRunOf('r', { runId: 'r', state: 'gone', deltas: [], lastSeq: 0 })).toMatchObject({ state: 'ok', text: '' });
  });

  it('keeps what the socket brought while the replay was on its way', () => {
    const held = addDeltas(startRunStream('r'), [{ seq: 1, delta: 'a' }, { seq: 2, delta: 'b' }, { seq: 3, delta: 'c' }]);
    const fresh = chatRunOf('r', { runId: 'r', state: 'running', deltas: [{ seq: 1, delta: 'a' }], lastSeq: 1 });
    expect(mergeRunStreams(held, fresh).text).toBe('abc');
    expect(endRun(held, { outcome: 'error', error: 'Không thể gửi tin nhắn. Vui lòng thử lại.', lastSeq: 3 })).toMatchObject({ state: 'error', error: 'Không thể gửi tin nhắn. Vui lòng thử lại.' });
  });
});
