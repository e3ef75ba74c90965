import { describe, expect, it } from '@jest/globals';
import type { CompanySummaryQueueView, CompanySummaryTaskView } from '@k9/contracts/market/company-summary';
import type { JobSnapshot } from '@k9/contracts/realtime';
import { applyJobSnapshot, hasUnfinished, listedCompanySummaries, overviewOf, showsCreateOverview, splitTasks, unfinishedTaskOf } from './company-summary-rules';

const summary = (id: number, info: Record<string, unknown>) => ({ id, info: { title: `#${id}`, ...info } });
const task = (id: string, searchTerm: string, state: CompanySummaryTaskView['state'], progress = 0): CompanySummaryTaskView => ({ id, searchTerm, state, progress, error: null, summaryId: null, createdAt: '2026-01-01T00:00:00.000Z' });
const view = (tasks: CompanySummaryTaskView[]): CompanySummaryQueueView => ({
  tasks,
  processing: tasks.filter((t) => t.state === 'processing').length,
  waiting: tasks.filter((t) => t.state === 'waiting').length,
});
const snapshot = (over: Partial<JobSnapshot>): JobSnapshot => ({ queue: 'company-summary', jobId: 'a', name: 'generate-company-summary', state: 'active', progress: 0, ownerId: null, updatedAt: '', ...over });

describe('the company summaries list', () => {
  const records = [
    summary(1, { sheetName: 'CompanySummary', searchTerm: 'FPT' }),
    summary(2, { sheetName: 'Báo cáo ngành' }),
    summary(3, { sheetName: 'CompanySummary', searchTerm: 'fpts' }),
    summary(4, { sheetName: 'CompanySummary', searchTerm: 'VCB' }),
  ];

  it('lists only company summaries, newest first, searched by the start of the ticker in any case', () => {
    expect(listedCompanySummaries(records, '').map((r) => r.id)).toEqual([4, 3, 1]);
    expect(listedCompanySummaries(records, ' fp ').map((r) => r.id)).toEqual([3, 1]);
    expect(listedCompanySummaries(records, 'HPG')).toEqual([]);
  });

  it("finds a ticker's overview exactly: the newest of that ticker", () => {
    expect(overviewOf(records, 'fpt')?.id).toBe(1);
    expect(overviewOf([...records, summary(9, { sheetName: 'CompanySummary', searchTerm: 'FPT' })], 'FPT')?.id).toBe(9);
    expect(overviewOf(records, 'FP')).toBeNull();
    expect(overviewOf(undefined, 'FPT')).toBeNull();
  });
});

describe("'Tạo tổng quan'", () => {
  it('shows for an admin, a searched ticker with data and no overview yet, and only then', () => {
    const base = { isAdmin: true, ticker: 'FPT', hasOverview: false, hasData: true };
    expect(showsCreateOverview(base)).toBe(true);
    expect(showsCreateOverview({ ...base, isAdmin: false })).toBe(false);
    expect(showsCreateOverview({ ...base, hasOverview: true })).toBe(false);
    expect(showsCreateOverview({ ...base, hasData: false })).toBe(false);
    expect(showsCreateOverview({ ...base, ticker: ' ' })).toBe(false);
  });
});

describe('the company summary queue', () => {
  it("tells a ticker's unfinished task and splits the tasks", () => {
    const queue = view([task('a', 'FPT', 'processing'), task('b', 'VCB', 'waiting'), task('c', 'HPG', 'done')]);
    expect(unfinishedTaskOf(queue, 'vcb')?.id).toBe('b');
    expect(unfinishedTaskOf(queue, 'HPG')).toBeNull();
    expect(splitTasks(queue)).toEqual({ current: [queue.tasks[0], queue.tasks[1]], finished: [queue.tasks[2]] });
    expect(hasUnfinished(view([task('c', 'HPG', 'error')]))).toBe(false);
  });

  it('moves a task with its job snapshot, and ignores other queues and unknown tasks', () => {
    const queue = view([task('a', 'FPT', 'waiting'), task('b', 'VCB', 'waiting')]);
    const moved = applyJobSnapshot(queue, 'company-summary', snapshot({ jobId: 'a', state: 'progress', progress: 30 }));
    expect(moved).toMatchObject({ processing: 1, waiting: 1 });
    expect(moved.tasks[0]).toMatchObject({ state: 'processing', progress: 30 });
    expect(applyJobSnapshot(moved, 'company-summary', snapshot({ jobId: 'a', state: 'completed' })).tasks[0]).toMatchObject({ state: 'done', progress: 100 });
    expect(applyJobSnapshot(queue, 'company-summary', snapshot({ jobId: 'b', state: 'removed' })).tasks.map((t) => t.id)).toEqual(['a']);
    expect(applyJobSnapshot(queue, 'content-ai-image', snapshot({ jobId: 'a' }))).toBe(queue);
    expect(applyJobSnapshot(queue, 'company-summary', snapshot({ jobId: 'z' }))).toBe(queue);
  });
});
