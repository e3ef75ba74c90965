import { describe, expect, it } from '@jest/globals';
import { addDeltas, applyReplay, endRun, mergeRunStreams, startRunStream } from './ai-run-stream';

describe('a streamed run in the browser', () => {
  it('puts deltas in order and drops repeats', () => {
    let state = startRunStream('r');
    state = addDeltas(state, [{ seq: 1, delta: 'Xin ' }, { seq: 3, delta: 'bạn' }]);
    expect(state).toMatchObject({ text: 'Xin ', lastSeq: 1, pending: { 3: 'bạn' } });
    state = addDeltas(state, [{ seq: 2, delta: 'chào ' }, { seq: 1, delta: 'Xin ' }, { seq: 2, delta: 'chào ' }]);
    expect(state).toMatchObject({ text: 'Xin chào bạn', lastSeq: 3, pending: {} });
  });

  it('resumes after a reconnect from the replay of what came after its last seq', () => {
    let state = addDeltas(startRunStream('r'), [{ seq: 1, delta: 'Một ' }]);
    // Live deltas 2 and 3 were lost while the socket was down; 4 arrived after reconnecting, before the replay.
    state = addDeltas(state, [{ seq: 4, delta: 'bốn' }]);
    state = applyReplay(state, { runId: 'r', state: 'running', deltas: [{ seq: 2, delta: 'hai ' }, { seq: 3, delta: 'ba ' }, { seq: 4, delta: 'bốn' }], lastSeq: 4, text: null, error: null, callId: null });
    expect(state).toMatchObject({ text: 'Một hai ba bốn', lastSeq: 4, state: 'running' });
  });

  it('ends with the whole text, or with the worded error', () => {
    expect(endRun(startRunStream('r'), { outcome: 'ok', text: 'Tất cả', lastSeq: 3 })).toMatchObject({ state: 'ok', text: 'Tất cả', lastSeq: 3 });
    expect(endRun(startRunStream('r'), { outcome: 'error', error: 'Xảy ra lỗi trong quá trình phân tích: x', lastSeq: 0 })).toMatchObject({ state: 'error', error: 'Xảy ra lỗi trong quá trình phân tích: x' });
  });

  it('keeps what was heard while a fresh read was on its way, and takes the read when it is further or has ended', () => {
    const held = addDeltas(startRunStream('r'), [{ seq: 1, delta: 'Một ' }, { seq: 2, delta: 'hai ' }, { seq: 4, delta: 'bốn' }]);
    const older = addDeltas(startRunStream('r'), [{ seq: 1, delta: 'Một ' }]);
    expect(mergeRunStreams(held, older)).toMatchObject({ text: 'Một hai ', lastSeq: 2, pending: { 4: 'bốn' } });
    const further = addDeltas(startRunStream('r'), [{ seq: 1, delta: 'Một ' }, { seq: 2, delta: 'hai ' }, { seq: 3, delta: 'ba ' }]);
    expect(mergeRunStreams(held, further)).toMatchObject({ text: 'Một hai ba bốn', lastSeq: 4, pending: {} });
    const ended = endRun(startRunStream('r'), { outcome: 'ok', text: 'Tất cả', lastSeq: 5 });
    expect(mergeRunStreams(held, ended)).toMatchObject({ state: 'ok', text: 'Tất cả' });
    expect(mergeRunStreams(ended, further)).toMatchObject({ state: 'ok', text: 'Tất cả' });
  });
});
