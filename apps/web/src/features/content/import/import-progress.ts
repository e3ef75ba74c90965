import type { JobSnapshot } from '@k9/contracts';
import type { ContentImportProgress, ContentImportResponse } from '@k9/contracts/content/import/import.routes';

/** What one job.updated snapshot means for an import the dialog follows. */
export type ImportJobUpdate = 'other' | 'progress' | 'ended';

const progressOf = (job: JobSnapshot, importId: string): ContentImportProgress | null =>
  typeof job.progress === 'object' && job.progress !== null && job.progress.importId === importId ? (job.progress as ContentImportProgress) : null;

/** Whether the snapshot is of this import's job (its progress names the import, or it is the job the import ran) and whether that job has ended. */
export function importJobUpdate(importId: string, jobId: string | null, job: JobSnapshot): ImportJobUpdate {
  if (!progressOf(job, importId) && (jobId === null || job.jobId !== jobId)) return 'other';
  return job.state === 'completed' || job.state === 'failed' || job.state === 'removed' ? 'ended' : 'progress';
}

/**
 * The counts move at once; that the import has ended (completed or failed) is read from the server, which decides it.
 * A snapshot that repeats what the cache holds changes nothing (the dialog announces the end once).
 */
export function applyImportProgress(draft: ContentImportResponse, job: JobSnapshot): void {
  const progress = progressOf(job, draft.importId);
  if (!progress) return;
  if (draft.progress.done !== progress.done || draft.progress.total !== progress.total) draft.progress = { done: progress.done, total: progress.total };
  draft.created = progress.created;
  draft.failed = progress.failed;
  if (draft.status === 'prepared') draft.status = 'importing';
}

export const importFinished = (state: Pick<ContentImportResponse, 'status'> | undefined) => state?.status === 'completed' || state?.status === 'failed';
