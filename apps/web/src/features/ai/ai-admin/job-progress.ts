import type { AiQueueJob } from '@k9/contracts/ai/ai.types';

/** What a job's progress means to an admin: a percentage for the bar (null: none to show) and a few words. */
export type JobProgressView = { percent: number | null; text: string | null };

const count = (value: number) => value.toLocaleString('vi-VN');
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * The shapes jobs report: a number (a percentage), `{ done, total }` (items of a batch, or the steps of a studio run
 * with the `stepName` it works on), `{ chars }` (a streamed answer so far), `{ outcome: 'failed' }` (a run that
 * recorded its own failure), `{ skipped }` (steps a finished run could not make). A finished job is 100 %; anything else is not shown rather than shown raw.
 */
export function jobProgress(job: Pick<AiQueueJob, 'state' | 'progress'>): JobProgressView {
  const { progress, state } = job;
  if (state === 'completed') {
    const skipped = typeof progress === 'object' && isCount(progress?.skipped) ? progress.skipped : 0;
    return { percent: 100, text: skipped > 0 ? `Bỏ qua ${count(skipped)} bước` : null };
  }
  if (typeof progress === 'number') return { percent: Math.max(0, Math.min(100, Math.round(progress))), text: null };
  if (!progress || typeof progress !== 'object') return { percent: null, text: null };
  if (progress.outcome === 'failed') return { percent: null, text: 'Lượt chạy đã ghi nhận lỗi' };
  const { done, total, chars, stepName } = progress as { done?: unknown; total?: unknown; chars?: unknown; stepName?: unknown };
  const step = typeof stepName === 'string' && stepName ? stepName : null;
  if (isCount(done) && isCount(total) && total > 0) {
    const percent = Math.min(100, Math.round((done / total) * 100));
    if (step) return { percent, text: `Đang chạy ${step} (bước ${count(Math.min(done + 1, total))}/${count(total)})` };
    return { percent, text: `Đã xử lý ${count(done)}/${count(total)}` };
  }
  if (step) return { percent: null, text: `Đang chạy ${step}` };
  if (isCount(chars)) return { percent: null, text: `Đã nhận ${count(chars)} ký tự` };
  return { percent: null, text: null };
}

/** A job the scheduler repeats is the system's own: never stopped from the dashboard. A run that recorded its failure has nothing to retry. */
export const jobActions = (job: Pick<AiQueueJob, 'state' | 'progress' | 'system'>): { stop: boolean; retry: boolean } => ({
  stop: !job.system && ['active', 'waiting', 'delayed', 'prioritized'].includes(job.state),
  retry: job.state === 'failed' && !(typeof job.progress === 'object' && job.progress?.outcome === 'failed'),
});
