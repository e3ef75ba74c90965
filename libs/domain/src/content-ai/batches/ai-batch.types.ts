/** Issue 35: the AI batch kinds over a selection of records. */
export const AI_BATCH_KINDS = ['classify', 'create-question', 'improve-detail', 'update-by-cid'] as const;
export type AiBatchKind = (typeof AI_BATCH_KINDS)[number];
export const isAiBatchKind = (value: unknown): value is AiBatchKind => AI_BATCH_KINDS.includes(value as AiBatchKind);
/** The kinds that may run as a dry run first, for an admin to approve per record (issue 35 §2). */
export const DRY_RUN_KINDS: readonly AiBatchKind[] = ['classify', 'improve-detail', 'update-by-cid'];

/** Spec 3 §4 batch jobs: a record is pending, processing, then success, error or stopped; skipped (with its reason) is ours. */
export const AI_BATCH_RECORD_STATES = ['pending', 'processing', 'success', 'error', 'skipped', 'stopped'] as const;
export type AiBatchRecordState = (typeof AI_BATCH_RECORD_STATES)[number];
export type AiBatchState = 'queued' | 'running' | 'done' | 'stopped' | 'failed';

/** At most this many records a batch (a selection of the management screen's page at most). */
export const AI_BATCH_MAX_RECORDS = 1000;
/** Classification asks about this many records in one call (issue 35 §4: "batched where the spec allows"). */
export const CLASSIFY_RECORDS_PER_CALL = 20;
