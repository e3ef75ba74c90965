import { describe, expect, it } from '@jest/globals';
import type { JobSnapshot } from '@k9/contracts/realtime';
import type { AiQueueView } from '@k9/contracts/ai/ai.types';
import { applyJobSnapshot, changesStates, jobEnded, jobFromQueues, jobProgressText, mergeJobViews, startedJob } from './embedding-job';

const snapshot = (change: Partial<JobSnapshot>): JobSnapshot => ({
  queue: 'library-index',
  jobId: 'job-1',
  name: 'embed-library',
  state: 'progress',
  progress: {},
  ownerId: 'admin',
  updatedAt: '2026-11-28T16:00:00.000Z',
  ...change,
});

describe('a bulk embed followed over /ws (spec 3 §4: current/total, stoppable)', () => {
  it('moves current/total with each snapshot of its own job, and ignores every other job', () => {
    let view = startedJob('job-1', 2);
    view = applyJobSnapshot(view, snapshot({ progress: { done: 1, total: 2 } }));
    expect(view).toMatchObject({ state: 'running', done: 1, total: 2 });
    expect(jobProgressText(view)).toBe('Đang embedding 1/2');
    expect(applyJobSnapshot(view, snapshot({ jobId: 'job-2', progress: { done: 2, total: 2 } }))).toBe(view);
    expect(applyJobSnapshot(view, snapshot({ queue: 'ai', progress: { done: 2, total: 2 } }))).toBe(view);
  });

  it('ends completed when everything was done, stopped when it completed short of its total, failed with the reason', () => {
    const running = applyJobSnapshot(startedJob('job-1', 3), snapshot({ progress: { done: 1, total: 3 } }));
    const completed = applyJobSnapshot(running, snapshot({ state: 'completed', progress: { done: 3, total: 3 } }));
    expect(completed.state).toBe('completed');
    expect(jobProgressText(completed)).toBe('Đã embedding xong 3/3');
    const stopped = applyJobSnapshot(running, snapshot({ state: 'completed', progress: { done: 1, total: 3 } }));
    expect(stopped.state).toBe('stopped');
    expect(jobProgressText(stopped)).toBe('Đã dừng embedding ở 1/3');
    const failed = applyJobSnapshot(running, snapshot({ state: 'failed', failedReason: 'Chưa cấu hình nhà cung cấp' }));
    expect(failed).toMatchObject({ state: 'failed', done: 1 });
    expect(jobProgressText(failed)).toBe('Lỗi khi thực hiện embedding: Chưa cấu hình nhà cung cấp');
    // Stopped while it waited: removed from the queue.
    const removed = applyJobSnapshot(startedJob('job-1', 3), snapshot({ state: 'removed' }));
    expect(removed).toMatchObject({ state: 'stopped', done: 0 });
    expect(jobProgressText(removed)).toBe('Đã dừng embedding ở 0/3');
    expect([completed, stopped, failed, removed].every(jobEnded)).toBe(true);
  });

  it('never goes back: a late progress snapshot neither lowers the count nor reopens an ended job', () => {
    const ahead = applyJobSnapshot(startedJob('job-1', 4), snapshot({ progress: { done: 3, total: 4 } }));
    expect(applyJobSnapshot(ahead, snapshot({ progress: { done: 1, total: 4 } })).done).toBe(3);
    const ended = applyJobSnapshot(ahead, snapshot({ state: 'completed', progress: { done: 4, total: 4 } }));
    expect(applyJobSnapshot(ended, snapshot({ state: 'active', progress: { done: 2, total: 4 } }))).toBe(ended);
    expect(mergeJobViews(ended, startedJob('job-1', 4))).toBe(ended);
    expect(mergeJobViews(ahead, startedJob('job-1', 4))).toBe(ahead);
    expect(mergeJobViews(ahead, ended)).toBe(ended);
  });

  it('reads a job that ended before anyone listened from the queue dashboard; one no longer listed keeps what was held', () => {
    const queues: AiQueueView[] = [
      { name: 'ai', counts: { waiting: 0, active: 0, delayed: 0, completed: 0, failed: 0 }, jobs: [] },
      {
        name: 'library-index',
        counts: { waiting: 0, active: 0, delayed: 0, completed: 1, failed: 0 },
        jobs: [
          {
            queue: 'library-index',
            jobId: 'job-1',
            name: 'embed-library',
            state: 'completed',
            progress: { done: 2, total: 2 },
            ownerId: 'admin',
            ownerEmail: null,
            requester: 'Quản trị viên',
            purpose: null,
            attemptsMade: 1,
            createdAt: '2026-11-28T16:00:00.000Z',
            ageMs: 1000,
            failedReason: null,
            system: false,
          },
        ],
      },
    ];
    expect(jobFromQueues(startedJob('job-1', 2), queues)).toMatchObject({ state: 'completed', done: 2, total: 2 });
    const held = startedJob('job-9', 5);
    expect(jobFromQueues(held, queues)).toBe(held);
  });

  it('reads the rows\' states again when a library-index job starts or ends, not on each progress step', () => {
    expect(changesStates({ queue: 'library-index', state: 'completed' })).toBe(true);
    expect(changesStates({ queue: 'library-index', state: 'active' })).toBe(true);
    expect(changesStates({ queue: 'library-index', state: 'progress' })).toBe(false);
    expect(changesStates({ queue: 'ai', state: 'completed' })).toBe(false);
  });
});
