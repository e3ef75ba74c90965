import type { AiBatchRecordView, AiBatchView } from '@k9/contracts/content-ai/ai-batches.routes';
import { contentFieldLabel, contentValueLabel } from '@k9/domain/content/content-labels';
import { recordDiff } from '@k9/domain/content-ai/batches/record-diff';
import { AI_BATCH_TEXT as TEXT } from './ai-batch.messages';

/** A batch still at work: its modal cannot be closed, and it can be stopped. */
export const isBatchRunning = (batch: AiBatchView | undefined): boolean => batch?.state === 'queued' || batch?.state === 'running';

/** How many of its records a batch has finished (whatever the outcome), of all. */
export function batchProgress(batch: AiBatchView | undefined): { finished: number; total: number } {
  const records = batch?.records ?? [];
  return { finished: records.filter((row) => row.state !== 'pending' && row.state !== 'processing').length, total: records.length };
}

export type RecordStateLine = { label: string; colour: string; detail: string | null; outcome: 'applied' | 'stale' | null };

const COLOURS: Record<AiBatchRecordView['state'], string> = { pending: 'default', processing: 'blue', success: 'green', error: 'red', skipped: 'default', stopped: 'orange' };

/**
 * One record's line in the progress modal (spec 3 §4, §8): its state, why it failed ('Lỗi: ...') or was skipped (the
 * server's reason), and once a dry run is applied, whether it was written or left as someone else edited it.
 */
export function recordStateLine(row: AiBatchRecordView, dryRun: boolean): RecordStateLine {
  const detail = row.state === 'error' ? TEXT.recordError(row.error ?? TEXT.invalidFormat) : row.state === 'skipped' || row.state === 'stopped' ? row.error : null;
  const outcome = row.stale ? 'stale' : dryRun && row.applied ? 'applied' : null;
  return { label: TEXT.recordState[row.state], colour: COLOURS[row.state], detail, outcome };
}

export type DiffLine = { field: string; label: string; before: string; after: string };

/** A value as text (never HTML): named values in Vietnamese, a quiz as its counts, an empty one as '(trống)'. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return TEXT.empty;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (field === 'questionContent' && typeof value === 'object') {
    const quiz = value as { questionQuiz?: unknown[]; questionEssay?: unknown[] };
    return TEXT.quizValue(quiz.questionQuiz?.length ?? 0, quiz.questionEssay?.length ?? 0);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return contentValueLabel(field, String(value));
}

/** A dry run's per-record diff (issue 35 §2): the fields that would change, before → after, as plain text. */
export function diffLines(row: Pick<AiBatchRecordView, 'before' | 'after'>): DiffLine[] {
  return recordDiff(row.before, row.after).map(({ field, before, after }) => ({ field, label: contentFieldLabel(field), before: valueText(field, before), after: valueText(field, after) }));
}

/** A dry run's record the admin may still approve: it succeeded, changes something, and was neither written nor refused. */
export const isApplicable = (row: AiBatchRecordView): boolean => row.state === 'success' && !row.applied && !row.stale && diffLines(row).length > 0;
