import { describe, expect, it } from '@jest/globals';
import type { AiBatchRecordView, AiBatchView } from '@k9/contracts/content-ai/ai-batches.routes';
import { batchProgress, diffLines, isApplicable, isBatchRunning, recordStateLine, valueText } from './ai-batch-view';

const row = (over: Partial<AiBatchRecordView>): AiBatchRecordView => ({
  recordId: 1,
  title: 'Bài 1',
  state: 'success',
  before: {},
  after: {},
  error: null,
  callId: null,
  model: null,
  applied: false,
  stale: false,
  approvedBy: null,
  ...over,
});

describe('an AI batch’s records as the progress modal shows them (issue 35 §1-§2, spec 3 §8)', () => {
  it('names each state, with the spec’s "Lỗi: ..." for an error and the server’s reason for a skip', () => {
    expect(recordStateLine(row({ state: 'pending' }), false)).toMatchObject({ label: 'Đang chờ', detail: null, outcome: null });
    expect(recordStateLine(row({ state: 'processing' }), false).label).toBe('Đang cập nhật');
    expect(recordStateLine(row({ state: 'error', error: 'AI không trả về JSON.' }), false)).toMatchObject({ label: 'Lỗi', detail: 'Lỗi: AI không trả về JSON.' });
    expect(recordStateLine(row({ state: 'skipped', error: 'Bỏ qua: bản ghi chưa có nội dung chi tiết (detail).' }), false)).toMatchObject({ label: 'Bỏ qua', detail: 'Bỏ qua: bản ghi chưa có nội dung chi tiết (detail).' });
    expect(recordStateLine(row({ state: 'stopped', error: null }), false)).toMatchObject({ label: 'Đã dừng', detail: null });
  });

  it('says after an approval whether a dry run’s record was written or left as someone else edited it', () => {
    expect(recordStateLine(row({ applied: true }), true).outcome).toBe('applied');
    expect(recordStateLine(row({ stale: true }), true).outcome).toBe('stale');
    // Written at once (no dry run): nothing to say beyond its state.
    expect(recordStateLine(row({ applied: true }), false).outcome).toBeNull();
  });

  it('diffs only the fields that change, as plain text: named values in Vietnamese, a quiz as its counts, markup left as typed', () => {
    const lines = diffLines(
      row({
        before: { sentiment: null, category: 'Lý thuyết', detail: '<p>cũ</p>', questionContent: null },
        after: { sentiment: 'positive', category: 'Lý thuyết', detail: '<script>x</script> mới', questionContent: { questionQuiz: [{}, {}], questionEssay: [] } },
      }),
    );
    expect(lines.map((line) => line.field)).toEqual(['sentiment', 'detail', 'questionContent']);
    expect(lines[0]).toMatchObject({ before: '(trống)' });
    expect(lines[0].after).not.toBe('');
    expect(lines[1]).toMatchObject({ before: '<p>cũ</p>', after: '<script>x</script> mới' });
    expect(lines[2]).toMatchObject({ before: '(trống)', after: '2 câu trắc nghiệm, 0 câu tự luận' });
    expect(valueText('isImprove', true)).toBe('true');
  });

  it('lets the admin choose only successful, changing records not yet written nor refused', () => {
    const change = { before: { impact: null }, after: { impact: 'normal' } };
    expect(isApplicable(row(change))).toBe(true);
    expect(isApplicable(row({ ...change, applied: true }))).toBe(false);
    expect(isApplicable(row({ ...change, stale: true }))).toBe(false);
    expect(isApplicable(row({ ...change, state: 'error' }))).toBe(false);
    expect(isApplicable(row({ before: { impact: 'normal' }, after: { impact: 'normal' } }))).toBe(false);
  });

  it('counts the finished records and knows a batch at work', () => {
    const batch = { state: 'running', records: [row({ state: 'success' }), row({ state: 'error' }), row({ state: 'processing' }), row({ state: 'pending' }), row({ state: 'skipped' })] } as AiBatchView;
    expect(batchProgress(batch)).toEqual({ finished: 3, total: 5 });
    expect(isBatchRunning(batch)).toBe(true);
    expect(isBatchRunning({ ...batch, state: 'queued' })).toBe(true);
    expect(isBatchRunning({ ...batch, state: 'stopped' })).toBe(false);
    expect(isBatchRunning(undefined)).toBe(false);
  });
});
