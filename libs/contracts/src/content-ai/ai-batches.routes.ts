import type { AiBatchKind, AiBatchRecordState, AiBatchState } from '@k9/domain';

/** The back office's AI batches (issue 35 §3; spec 3 shows no paths). */
export const AI_BATCH_ROUTES = {
  /** POST AiBatchRequest → 202 { id }. */
  batches: '/api/k9/ai/batches',
  /** GET → AiBatchView. */
  batch: (id: string) => `/api/k9/ai/batches/${encodeURIComponent(id)}`,
  /** POST { recordIds } → AiBatchView: writes the approved records of a finished dry run. */
  apply: (id: string) => `/api/k9/ai/batches/${encodeURIComponent(id)}/apply`,
  /** POST → AiBatchView: stops a queued or running batch through the jobs platform's stop path. */
  stop: (id: string) => `/api/k9/ai/batches/${encodeURIComponent(id)}/stop`,
} as const;

export type AiBatchActorView = { id: string | null; email: string | null };
/** One record of a batch: its state, the fields before and after (a dry run's diff), why it failed, the call that made it. */
export type AiBatchRecordView = {
  recordId: number;
  title: string | null;
  state: AiBatchRecordState;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  error: string | null;
  callId: string | null;
  model: string | null;
  /** Written to the record (at once, or approved from the dry run). */
  applied: boolean;
  /** Edited by someone since the dry run: not overwritten (as the form's 412). */
  stale: boolean;
  approvedBy: AiBatchActorView | null;
};
export type AiBatchView = {
  id: string;
  kind: AiBatchKind;
  dryRun: boolean;
  state: AiBatchState;
  options: Record<string, unknown>;
  promptVersion: string;
  requestedBy: AiBatchActorView;
  error: string | null;
  createdAt: string;
  records: AiBatchRecordView[];
};
export type AiBatchServerMessages = {
  /** Admins: a batch changed (a record started or finished, the batch stopped, ended or was approved); open modals read again. */
  'contentAi.batch.changed': { batchIds: string[] };
};
