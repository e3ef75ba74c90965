import type { AuditEntry } from '@k9/contracts';
import { contentFieldLabel } from '@k9/domain/content/content-labels';
import { AI_BATCH_TEXT as TEXT } from './ai-batch.messages';

/** The domain keeps a long text before an AI change as its first 4,000 characters followed by '…'. */
const KEPT_CHARS = 4000;
const isClipped = (value: unknown): value is string => typeof value === 'string' && value.length > KEPT_CHARS && value.endsWith('…');

/** The values a field had along the stream, as each event of the record's audit sets them. */
function setBy(entry: AuditEntry): Record<string, unknown> {
  const data = (entry.data ?? {}) as Record<string, unknown>;
  if (entry.type === 'ContentCreated' || entry.type === 'ContentImported') return (data.fields ?? {}) as Record<string, unknown>;
  if (entry.type === 'ContentEdited' || entry.type === 'ContentAiRevised' || entry.type === 'ContentAiMediaGenerated') return (data.changes ?? {}) as Record<string, unknown>;
  return {};
}

export type RestorePlan = { ok: true; changes: Record<string, unknown> } | { ok: false; reason: string };

/**
 * What restoring an AI change (a ContentAiRevised line of the history) writes back: the `before` values of its event.
 * A long text kept clipped there is read in full from the stream itself (the value the events before it set), and
 * restoring is refused when the history does not hold it.
 */
export function restorePlan(entries: readonly AuditEntry[], position: number): RestorePlan {
  const oldestFirst = [...entries].sort((a, b) => a.position - b.position);
  const at = oldestFirst.findIndex((entry) => entry.position === position);
  const event = oldestFirst[at];
  if (!event || event.type !== 'ContentAiRevised') return { ok: false, reason: TEXT.restoreFailed };
  const before = ((event.data as { before?: Record<string, unknown> }).before ?? {}) as Record<string, unknown>;
  const replayed: Record<string, unknown> = {};
  for (const entry of oldestFirst.slice(0, at)) Object.assign(replayed, setBy(entry));
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(before)) {
    if (!isClipped(value)) {
      changes[field] = value;
      continue;
    }
    const full = replayed[field];
    if (typeof full !== 'string' || full.length <= KEPT_CHARS || !full.startsWith(value.slice(0, KEPT_CHARS))) return { ok: false, reason: TEXT.restoreClipped(contentFieldLabel(field)) };
    changes[field] = full;
  }
  return { ok: true, changes };
}
