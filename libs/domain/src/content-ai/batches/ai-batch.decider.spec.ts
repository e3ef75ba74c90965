import { describe, expect, it } from '@jest/globals';
import { fold } from '../../shared/decider.js';
import { specFor } from '../../shared/decider.testing.js';
import { contentDecider, evolveContentFields } from '../../content/content.decider.js';
import type { ContentAiRevisionProvenance, ContentEvent } from '../../content/content.events.js';
import { contentDefaults } from '../../content/rules/content-fields.js';
import { aiBatchDecider, applicableRecords, unfinishedRecords, type AiBatchCommand } from './ai-batch.decider.js';
import type { AiBatchEvent, AiBatchRecordResult } from './ai-batch.events.js';

const admin = { id: 'u1', email: 'admin@k9.test' };
const requested: AiBatchEvent = { type: 'AiBatchRequested', data: { batchId: 'b1', kind: 'classify', dryRun: true, recordIds: [1, 2, 3], options: {}, promptVersion: 'prompt_settings@0', requestedBy: admin } };
const result = (recordId: number, over: Partial<AiBatchRecordResult> = {}): AiBatchRecordResult => ({
  recordId,
  outcome: 'success',
  version: 1,
  before: { sentiment: null },
  after: { sentiment: 'positive' },
  error: null,
  callId: 'c1',
  model: 'gpt-4o-mini',
  applied: false,
  ...over,
});
const finished = (recordId: number, over: Partial<AiBatchRecordResult> = {}): AiBatchEvent => ({ type: 'AiBatchRecordFinished', data: { batchId: 'b1', ...result(recordId, over) } });
const given = specFor(aiBatchDecider);

describe('AI batch (issue 35 §1-§2)', () => {
  it('refuses a dry run of a kind that has none, and an empty selection', () => {
    given([]).when({ type: 'RequestAiBatch', data: { ...requested.data, kind: 'create-question' } as never }).thenThrows('AI_BATCH_NO_DRY_RUN');
    given([]).when({ type: 'RequestAiBatch', data: { ...(requested.data as object), recordIds: [] } as never }).thenThrows('AI_BATCH_EMPTY');
    given([]).when({ type: 'RequestAiBatch', data: requested.data } as AiBatchCommand).then([requested]);
  });

  it('goes on after a restart from the first unfinished record, and takes a repeated result once', () => {
    const state = fold(aiBatchDecider, [requested, finished(1)]);
    expect(unfinishedRecords(state)).toEqual([2, 3]);
    given([requested, finished(1)]).when({ type: 'FinishAiBatchRecord', data: { batchId: 'b1', result: result(1, { after: { sentiment: 'negative' } }) } }).then([]);
    given([requested]).when({ type: 'StartAiBatchRecords', data: { batchId: 'b1', recordIds: [1, 2, 9] } }).then([{ type: 'AiBatchRecordsStarted', data: { batchId: 'b1', recordIds: [1, 2] } }]);
  });

  it('stops with the unfinished records named; a stopped batch takes no late result and cannot be stopped twice', () => {
    given([requested, finished(1)]).when({ type: 'StopAiBatch', data: { batchId: 'b1', stoppedBy: admin } }).then([{ type: 'AiBatchStopped', data: { batchId: 'b1', stoppedBy: admin, recordIds: [2, 3] } }]);
    const stopped: AiBatchEvent = { type: 'AiBatchStopped', data: { batchId: 'b1', stoppedBy: admin, recordIds: [2, 3] } };
    given([requested, stopped]).when({ type: 'FinishAiBatchRecord', data: { batchId: 'b1', result: result(2) } }).then([]);
    given([requested, stopped]).when({ type: 'StopAiBatch', data: { batchId: 'b1', stoppedBy: admin } }).thenThrows('AI_BATCH_OVER');
  });

  it('approves only finished dry runs, and only records that succeeded with a change and were not applied or stale', () => {
    const ended: AiBatchEvent = { type: 'AiBatchEnded', data: { batchId: 'b1', state: 'done', error: null } };
    const history = [requested, finished(1), finished(2, { outcome: 'error', after: {}, error: 'Lỗi khi phân loại news' }), finished(3)];
    given(history).when({ type: 'ApplyAiBatch', data: { batchId: 'b1', applied: [1], stale: [], approvedBy: admin } }).thenThrows('AI_BATCH_RUNNING');
    const applied: AiBatchEvent = { type: 'AiBatchApplied', data: { batchId: 'b1', applied: [1], stale: [3], approvedBy: admin } };
    expect(applicableRecords(fold(aiBatchDecider, [...history, ended]), [1, 2, 3])).toEqual([1, 3]);
    expect(applicableRecords(fold(aiBatchDecider, [...history, ended, applied]), [1, 2, 3])).toEqual([]);
    const notDry = { ...requested, data: { ...requested.data, dryRun: false } } as AiBatchEvent;
    given([notDry, ended]).when({ type: 'ApplyAiBatch', data: { batchId: 'b1', applied: [1], stale: [], approvedBy: admin } }).thenThrows('AI_BATCH_NOT_DRY_RUN');
  });
});

describe('an AI change on a content record (ReviseWithAi)', () => {
  const fields = { ...contentDefaults('news', { kind: 'form' }), title: 'Lãi suất', summary: 'Tóm tắt', detail: 'Nội dung cũ '.repeat(500) };
  const created: ContentEvent = { type: 'ContentCreated', data: { contentId: 5, type: 'news', fields, origin: { kind: 'form' } } };
  const provenance: ContentAiRevisionProvenance = { batchId: 'b1', kind: 'improve-detail', dryRun: true, requestedBy: admin, approvedBy: admin, calls: [{ callId: 'c1', model: 'gpt-4o-mini', step: 'improve' }], promptVersion: 'prompt_settings@2' };
  const givenContent = specFor(contentDecider);

  it('writes only what differs, keeping the old text (clipped) for the history', () => {
    const [event] = contentDecider.decide({ type: 'ReviseWithAi', data: { contentId: 5, changes: { detail: 'Nội dung mới', isImprove: true, title: 'Lãi suất' }, provenance } }, fold(contentDecider, [created]));
    expect(event).toMatchObject({ type: 'ContentAiRevised', data: { contentId: 5, changes: { detail: 'Nội dung mới', isImprove: true }, provenance } });
    const before = (event as Extract<ContentEvent, { type: 'ContentAiRevised' }>).data.before;
    expect(Object.keys(before)).toEqual(['detail', 'isImprove']);
    expect(String(before.detail).length).toBe(4001);
    expect(evolveContentFields(fields, event)).toMatchObject({ detail: 'Nội dung mới', isImprove: true, title: 'Lãi suất' });
  });

  it('refuses a field outside the revisable ones, a bad value, and a missing record; nothing when nothing changes', () => {
    givenContent([created]).when({ type: 'ReviseWithAi', data: { contentId: 5, changes: { avatarUrl: '/files/x.png' }, provenance } }).thenThrows('UNKNOWN_FIELD');
    givenContent([created]).when({ type: 'ReviseWithAi', data: { contentId: 5, changes: { sentiment: 'rất tốt' }, provenance } }).thenThrows('AI_VALUE_INVALID');
    givenContent([created]).when({ type: 'ReviseWithAi', data: { contentId: 5, changes: { displayOrder: 500 }, provenance } }).thenThrows('AI_VALUE_INVALID');
    givenContent([]).when({ type: 'ReviseWithAi', data: { contentId: 5, changes: { title: 'x' }, provenance } }).thenThrows('CONTENT_NOT_FOUND');
    givenContent([created]).when({ type: 'ReviseWithAi', data: { contentId: 5, changes: { title: 'Lãi suất' }, provenance } }).then([]);
  });
});
