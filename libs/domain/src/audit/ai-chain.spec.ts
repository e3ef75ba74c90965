import { describe, expect, it } from '@jest/globals';
import { callIdsIn, planChain, type ChainEvent } from './ai-chain.js';

let position = 100;
const event = (streamId: string, type: string, data: Record<string, unknown>, actorEmail: string | null = null): ChainEvent => ({
  position: ++position, streamId, version: position - 100, type, occurredAt: new Date(Date.UTC(2026, 10, 1, 0, position)).toISOString(), actorId: actorEmail, actorEmail, data,
});

describe('the chain behind an AI-made thing (issue 36 §3)', () => {
  it('follows a published studio answer to its request, flow version, two steps, edits and approver', () => {
    const s = 'ai-gen-history-7';
    const events = [
      event(s, 'GenerationRequested', { generationId: 7, prompt: 'Hỏi', flow: { id: 3, version: 4 } }, 'bientap@k9.test'),
      event(s, 'GenerationRecorded', { generationId: 7, AIGenConfigId: 3, flowVersion: 4 }),
      event(s, 'GenerationStepCompleted', { generationId: 7, step: { key: 'ai1', callId: 'c1', model: 'gpt-4.1' } }),
      event(s, 'GenerationStepCompleted', { generationId: 7, step: { key: 'ai2', callId: 'c2', model: 'gemini-2.5-pro' } }),
      event(s, 'GenerationCompleted', { generationId: 7, anwser: 'Đáp' }),
      event(s, 'AnswerEdited', { generationId: 7, anwser: 'Đáp đã sửa' }, 'bientap@k9.test'),
      event(s, 'GenerationPublished', { generationId: 7, questionId: 12 }, 'duyet@k9.test'),
    ];
    const plan = planChain(events)!;
    expect(plan.made.type).toBe('GenerationCompleted');
    expect(plan.asked?.actorEmail).toBe('bientap@k9.test');
    expect(plan.callIds).toEqual(['c1', 'c2']);
    expect(plan.configs).toEqual([{ streamId: 'studio-flow-config-3', version: 4, promptVersion: null }]);
    expect(plan.edits.map((each) => each.type)).toEqual(['AnswerEdited']);
    expect(plan.approvals.map((each) => [each.type, each.actorEmail])).toEqual([['GenerationPublished', 'duyet@k9.test']]);
  });

  it("finds a chat answer's own question, not the session's other messages", () => {
    const s = 'chat-session-5';
    const events = [
      event(s, 'ChatUserMessagePosted', { sessionId: 5, messageId: 'q1', content: 'Một' }, 'hv@k9.test'),
      event(s, 'ChatAnswerCompleted', { sessionId: 5, messageId: 'a1', parentId: 'q1', steps: [{ callId: 'x1' }] }),
      event(s, 'ChatUserMessagePosted', { sessionId: 5, messageId: 'q2', content: 'Hai' }, 'hv@k9.test'),
      event(s, 'ChatAnswerCompleted', { sessionId: 5, messageId: 'a2', parentId: 'q2', steps: [{ callId: 'x2' }] }),
    ];
    const plan = planChain(events, { position: events[1].position })!;
    expect(planChain(events, { part: { messageId: 'a1' } })?.made).toBe(events[1]);
    expect(plan.asked?.data).toMatchObject({ messageId: 'q1' });
    expect(plan.callIds).toEqual(['x1']);
    expect(plan.edits).toEqual([]);
  });

  it("takes a revised record's asker and batch from its provenance, and the record's later changes as edits", () => {
    const s = 'content-9';
    const revised = event(s, 'ContentAiRevised', { contentId: 9, provenance: { batchId: 'b1', requestedBy: { id: 'a1', email: 'qt@k9.test' }, calls: [{ callId: 'k1', model: 'gpt-4.1' }], promptVersion: 'v2' } });
    const events = [event(s, 'ContentCreated', { contentId: 9 }), revised, event(s, 'ContentVisibilityChanged', { contentId: 9, isPublic: true }, 'qt@k9.test')];
    const plan = planChain(events)!;
    expect(plan).toMatchObject({ asked: null, callIds: ['k1'], related: ['content-ai-batch-b1'], requestedBy: { id: 'a1', email: 'qt@k9.test' }, configs: [{ streamId: null, version: null, promptVersion: 'v2' }] });
    expect(plan.edits.map((each) => each.type)).toEqual(['ContentVisibilityChanged']);
  });

  it('has no chain where nothing was made by AI', () => {
    expect(planChain([event('content-1', 'ContentCreated', { contentId: 1 })])).toBeNull();
    expect(callIdsIn({ a: [{ callId: 'z' }, { b: { callId: 'z' } }] })).toEqual(['z']);
  });
});
