import { describe, expect, it } from '@jest/globals';
import { fold } from '../shared/decider.js';
import { specFor } from '../shared/decider.testing.js';
import { aiRunDecider, aiRunStreamId, type AiRunCompleted, type AiRunFailed } from './ai-run.decider.js';

const given = specFor(aiRunDecider);
const completed: AiRunCompleted = { type: 'AiRunCompleted', data: { runId: 'run-1', callId: 'call-1', model: 'gpt-4.1', text: 'Bản tóm tắt đã xong.' } };
const failed: AiRunFailed = { type: 'AiRunFailed', data: { runId: 'run-1', callId: 'call-1', error: 'Nhà cung cấp AI không trả lời.', stopped: false } };
const stopped: AiRunFailed = { type: 'AiRunFailed', data: { runId: 'run-1', callId: null, error: 'Đã dừng.', stopped: true } };

describe('ai run (a streamed text job)', () => {
  it('ends with its result once; a retried job applying the same call again changes nothing', () => {
    given([]).when({ type: 'CompleteAiRun', data: completed.data }).then([completed]);
    given([completed]).when({ type: 'CompleteAiRun', data: completed.data }).then([]);
  });

  it("refuses another call's result, or a failure, once completed", () => {
    given([completed]).when({ type: 'CompleteAiRun', data: { ...completed.data, callId: 'call-2', text: 'Khác' } }).thenThrows('AI_RUN_ENDED');
    given([completed]).when({ type: 'FailAiRun', data: failed.data }).thenThrows('AI_RUN_ENDED');
  });

  it('records each failure or stop, and a failed run may still complete on retry', () => {
    given([]).when({ type: 'FailAiRun', data: stopped.data }).then([stopped]);
    given([failed]).when({ type: 'FailAiRun', data: failed.data }).then([failed]);
    given([failed, stopped]).when({ type: 'CompleteAiRun', data: completed.data }).then([completed]);
  });

  it('folds to how the run ended, the last event winning', () => {
    expect(fold(aiRunDecider, [])).toEqual({ status: 'running' });
    expect(fold(aiRunDecider, [failed])).toEqual({ status: 'failed', error: failed.data.error, stopped: false });
    expect(fold(aiRunDecider, [failed, completed])).toEqual({ status: 'completed', text: completed.data.text, callId: 'call-1' });
    expect(aiRunStreamId('run-1')).toBe('ai-run-run-1');
  });
});
