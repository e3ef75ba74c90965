import { describe, expect, it } from '@jest/globals';
import type { ContentAiQueueView, ContentAiTaskView } from '@k9/contracts/content-ai/content-ai.types';
import type { JobSnapshot } from '@k9/contracts/realtime';
import { avatarButton, diagramButton, voiceButton } from '@k9/domain/content-ai/rules/row-buttons';
import { applyJobSnapshot, bulkVoiceSource, enqueuedNotice, hasAvatarButton, hasUnfinished, presenceOf, queueableRow, queueCounts, rowVoiceSource, splitTasks } from './content-ai-queue';

const task = (id: string, recordId: number, state: ContentAiTaskView['state'], progress = 0): ContentAiTaskView => ({
  id,
  recordId,
  title: `Bản ghi ${recordId}`,
  state,
  progress,
  error: null,
  source: 'custom',
  mode: null,
  createdAt: `2026-11-28T16:00:0${recordId}.000Z`,
});

const voiceQueue = (): ContentAiQueueView => ({
  queue: 'voice',
  processing: 1,
  waiting: 2,
  tasks: [task('generate-voice.1', 1, 'processing', 50), task('generate-voice.2', 2, 'waiting'), task('generate-voice.3', 3, 'waiting'), task('generate-voice.4', 4, 'done', 100)],
});

const snapshot = (change: Partial<JobSnapshot>): JobSnapshot => ({
  queue: 'content-ai-voice',
  jobId: 'generate-voice.1',
  name: 'generate-voice',
  state: 'progress',
  progress: 50,
  ownerId: 'admin',
  updatedAt: '2026-11-28T16:00:10.000Z',
  ...change,
});

const row = { summary: 'Tóm tắt', avatarUrl: null, audioUrl: null, hasAudioText: false, hasDetail: true, diagram: 'none' as const };

describe('a row\'s place in a queue (spec 3 §4: the buttons follow it)', () => {
  it('is processing or waiting while its task runs or waits, and none once it finished or was never queued', () => {
    const view = voiceQueue();
    expect([1, 2, 4, 9].map((id) => presenceOf(view, id))).toEqual(['processing', 'waiting', 'none', 'none']);
    expect(presenceOf(undefined, 1)).toBe('none');
  });

  it('labels and disables the row buttons with the domain rule: queued, making the voice, an avatar or audio already there', () => {
    const view = voiceQueue();
    expect(voiceButton(queueableRow(row), presenceOf(view, 1))).toEqual({ disabled: true, label: 'Đang tạo voice...' });
    expect(voiceButton(queueableRow(row), presenceOf(view, 2))).toEqual({ disabled: true, label: 'Đã trong hàng đợi' });
    expect(voiceButton(queueableRow(row), 'none')).toEqual({ disabled: false, label: 'Thêm vào hàng đợi' });
    expect(voiceButton(queueableRow({ ...row, audioUrl: '/files/a.mp3' }), 'none').disabled).toBe(true);
    expect(avatarButton(queueableRow({ ...row, avatarUrl: '/files/a.png' }), 'none')).toEqual({ disabled: true, label: 'Thêm vào hàng đợi' });
    expect(avatarButton(queueableRow(row), 'waiting')).toEqual({ disabled: true, label: 'Đã trong hàng đợi' });
  });

  it('reads the list\'s flags: no voice without audioText or detail, no diagram once one of either kind exists', () => {
    expect(voiceButton(queueableRow({ ...row, hasDetail: false }), 'none').disabled).toBe(true);
    expect(voiceButton(queueableRow({ ...row, hasDetail: false, hasAudioText: true }), 'none').disabled).toBe(false);
    expect(diagramButton(queueableRow(row), 'none')).toEqual({ disabled: false, label: 'Thêm vào hàng đợi' });
    expect(diagramButton(queueableRow({ ...row, diagram: 'kroki' }), 'none').disabled).toBe(true);
    expect(diagramButton(queueableRow({ ...row, diagram: 'html' }), 'none').disabled).toBe(true);
    expect(diagramButton(queueableRow(row), 'processing')).toEqual({ disabled: true, label: 'Đã trong hàng đợi' });
  });

  it('speaks a story from its audioText, a record without one from its detail; bulk reads detail', () => {
    expect(rowVoiceSource({ hasAudioText: true })).toBe('custom');
    expect(rowVoiceSource({ hasAudioText: false })).toBe('detail-bulk');
    expect(bulkVoiceSource('story')).toBe('bulk');
    expect(bulkVoiceSource('news')).toBe('detail-bulk');
    expect(['news', 'story', 'home'].map((tab) => hasAvatarButton(tab as never))).toEqual([true, false, false]);
  });
});

describe('the queue modal (spec 3 screen 1: counts of total, processing, waiting)', () => {
  it('counts the tasks in the queue and lists them before the finished ones', () => {
    const view = voiceQueue();
    expect(queueCounts(view)).toEqual({ total: 3, processing: 1, waiting: 2 });
    expect(queueCounts(undefined)).toEqual({ total: 0, processing: 0, waiting: 0 });
    const { current, finished } = splitTasks(view);
    expect(current.map((each) => each.recordId)).toEqual([1, 2, 3]);
    expect(finished.map((each) => each.recordId)).toEqual([4]);
    expect(hasUnfinished(view)).toBe(true);
    expect(hasUnfinished({ ...view, processing: 0, waiting: 0, tasks: finished })).toBe(false);
  });

  it('moves a task with its job\'s snapshots: done at 100, the next one processing, a removed one gone, the counts with them', () => {
    let view = applyJobSnapshot(voiceQueue(), 'voice', snapshot({ state: 'completed', progress: 100 }));
    expect(view.tasks[0]).toMatchObject({ state: 'done', progress: 100 });
    view = applyJobSnapshot(view, 'voice', snapshot({ jobId: 'generate-voice.2', state: 'active', progress: 0 }));
    view = applyJobSnapshot(view, 'voice', snapshot({ jobId: 'generate-voice.2', state: 'progress', progress: 50 }));
    expect(view.tasks[1]).toMatchObject({ state: 'processing', progress: 50 });
    view = applyJobSnapshot(view, 'voice', snapshot({ jobId: 'generate-voice.3', state: 'removed' }));
    expect(view.tasks.map((each) => each.id)).toEqual(['generate-voice.1', 'generate-voice.2', 'generate-voice.4']);
    expect(queueCounts(view)).toEqual({ total: 1, processing: 1, waiting: 0 });
  });

  it('carries a diagram task\'s counts from its snapshots (the progress modal\'s total, success and failed)', () => {
    const diagrams: ContentAiQueueView = { queue: 'diagram', processing: 1, waiting: 0, tasks: [{ ...task('generate-diagram.7', 7, 'processing'), mode: 'html', counts: { total: 3, success: 0, failed: 0 } }] };
    const progress = { percent: 67, total: 3, success: 1, failed: 1, lastError: 'AI4 không trả về mã HTML của diagram.' };
    const moved = applyJobSnapshot(diagrams, 'diagram', snapshot({ queue: 'content-ai-diagram', jobId: 'generate-diagram.7', progress }));
    expect(moved.tasks[0]).toMatchObject({ state: 'processing', progress: 67, counts: { total: 3, success: 1, failed: 1 } });
    expect(applyJobSnapshot(moved, 'diagram', snapshot({ queue: 'content-ai-diagram', jobId: 'generate-diagram.7', progress }))).toBe(moved);
  });

  it('leaves a failure to the next read (a stop and an error look alike in a snapshot), and ignores other queues and unknown tasks', () => {
    const view = voiceQueue();
    expect(applyJobSnapshot(view, 'voice', snapshot({ state: 'failed', progress: 50, failedReason: 'cancelled' }))).toBe(view);
    expect(applyJobSnapshot(view, 'voice', snapshot({ queue: 'content-ai-image', state: 'completed' }))).toBe(view);
    expect(applyJobSnapshot(view, 'image', snapshot({ state: 'completed' }))).toBe(view);
    expect(applyJobSnapshot(view, 'voice', snapshot({ jobId: 'generate-voice.9', state: 'completed' }))).toBe(view);
  });
});

describe('what queuing answers (spec 3 §5 refusals, in one toast)', () => {
  it('says how many were queued, and when some were left out, how many and why', () => {
    expect(enqueuedNotice('image', { taskIds: ['a', 'b', 'c'], skipped: [] })).toEqual({ level: 'success', text: 'Đã thêm 3 bản ghi vào hàng đợi ảnh' });
    const noDetail = 'Bản ghi chưa có nội dung chi tiết (detail) để tạo voice.';
    expect(enqueuedNotice('voice', { taskIds: ['a', 'b'], skipped: [{ recordId: 3, message: noDetail }] })).toEqual({
      level: 'warning',
      text: `Đã thêm 2 bản ghi vào hàng đợi voice; bỏ qua 1: ${noDetail}`,
    });
    const twoReasons = enqueuedNotice('voice', {
      taskIds: ['a'],
      skipped: [
        { recordId: 3, message: noDetail },
        { recordId: 4, message: noDetail },
        { recordId: 5, message: 'Bản ghi này đã có voice.' },
      ],
    });
    expect(twoReasons.text).toBe(`Đã thêm 1 bản ghi vào hàng đợi voice; bỏ qua 3: ${noDetail} (2); Bản ghi này đã có voice. (1)`);
  });
});
