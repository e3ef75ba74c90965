import { describe, expect, it } from '@jest/globals';
import { fold } from '../shared/decider.js';
import { specFor } from '../shared/decider.testing.js';
import type { AiCallDetails, AiCallRecorded } from './ai-call.events.js';
import { aiCallDecider, aiCallStreamId } from './ai-call.decider.js';

const given = specFor(aiCallDecider);

const details: AiCallDetails = {
  callId: 'call-1',
  operation: 'text',
  purpose: 'case-creation',
  actorId: 'user-1',
  actorClassIds: ['3'],
  model: 'gpt-4.1',
  provider: 'openai',
  providerModelId: 'gpt-4.1',
  template: { id: 'case-prompt', version: 2 },
  usage: { inputChars: 1200, outputChars: 800, inputTokens: 300, outputTokens: 200, images: 0, audioSeconds: 0, vectors: 0 },
  latencyMs: 950,
  attempts: 1,
  outcome: 'ok',
  errorText: null,
  estimatedCostUsd: 0.0021,
  outputFiles: [],
  jobId: 'job-7',
  startedAt: '2026-11-28T06:00:00.000Z',
};
const recorded: AiCallRecorded = { type: 'AiCallRecorded', data: details };

describe('ai call ledger entry', () => {
  it('records a call once, with every detail an auditor reads', () => {
    given([]).when({ type: 'RecordAiCall', data: details }).then([recorded]);
  });

  it('refuses to record the same call twice (a retried job cannot count it again)', () => {
    given([recorded]).when({ type: 'RecordAiCall', data: details }).thenThrows('AI_CALL_RECORDED');
    given([recorded]).when({ type: 'RecordAiCall', data: { ...details, outcome: 'failed', errorText: 'Nhà cung cấp báo lỗi.' } }).thenThrows('AI_CALL_RECORDED');
  });

  it('folds to the recorded details, in a stream of its own per call', () => {
    expect(fold(aiCallDecider, [])).toEqual({ status: 'none' });
    expect(fold(aiCallDecider, [recorded])).toEqual({ status: 'recorded', details });
    expect(aiCallStreamId('call-1')).toBe('ai-call-call-1');
  });
});
