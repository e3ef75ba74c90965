import { describe, expect, it } from '@jest/globals';
import type { JobSnapshot } from '@k9/contracts';
import type { ContentImportResponse } from '@k9/contracts/content/import/import.routes';
import { createNextState as produce } from '@reduxjs/toolkit';
import { applyImportProgress, importJobUpdate } from './import-progress';

const importing = { importId: 'imp-1', status: 'importing', jobId: 'import-content-rows:imp-1.1', validRows: 1200, created: 0, failed: 0, progress: { done: 0, total: 1200 } } as ContentImportResponse;
const snapshot = (over: Partial<JobSnapshot>): JobSnapshot => ({
  queue: 'content-import',
  jobId: 'import-content-rows:imp-1.1',
  name: 'import-content-rows',
  state: 'progress',
  progress: { importId: 'imp-1', done: 500, total: 1200, created: 498, failed: 2 },
  ownerId: 'admin',
  updatedAt: '2026-11-26T10:00:00.000Z',
  ...over,
});

describe('an import followed over /ws', () => {
  it("moves the counts on its job's progress, and leaves the status to the server", () => {
    const next = produce(importing, (draft) => applyImportProgress(draft, snapshot({})));
    expect(next).toMatchObject({ status: 'importing', created: 498, failed: 2, progress: { done: 500, total: 1200 } });
    expect(importJobUpdate('imp-1', importing.jobId, snapshot({}))).toBe('progress');
  });

  it('says the job ended on completed and failed, also before the import (and its job id) has been read', () => {
    expect(importJobUpdate('imp-1', importing.jobId, snapshot({ state: 'completed' }))).toBe('ended');
    expect(importJobUpdate('imp-1', null, snapshot({ state: 'completed' }))).toBe('ended');
    expect(importJobUpdate('imp-1', importing.jobId, snapshot({ state: 'failed', progress: 0 }))).toBe('ended');
  });

  it("ignores other imports' and other queues' jobs", () => {
    expect(importJobUpdate('imp-1', importing.jobId, snapshot({ jobId: 'x', progress: { importId: 'imp-2', done: 1, total: 1, created: 1, failed: 0 } }))).toBe('other');
    expect(importJobUpdate('imp-1', importing.jobId, snapshot({ queue: 'ai', jobId: 'ai:1', progress: 40 }))).toBe('other');
    expect(produce(importing, (draft) => applyImportProgress(draft, snapshot({ progress: { importId: 'imp-2', done: 1, total: 1, created: 1, failed: 0 } })))).toBe(importing);
  });

  it('changes nothing when a snapshot repeats what the cache holds (the end is announced once)', () => {
    const once = produce(importing, (draft) => applyImportProgress(draft, snapshot({})));
    expect(produce(once, (draft) => applyImportProgress(draft, snapshot({ state: 'completed' })))).toBe(once);
  });
});
