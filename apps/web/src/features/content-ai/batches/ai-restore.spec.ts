import { describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@k9/contracts';
import { restorePlan } from './ai-restore';

let position = 0;
const entry = (type: string, data: unknown): AuditEntry => ({ position: ++position, version: position, type, occurredAt: '2026-11-28T00:00:00Z', actorId: null, actorEmail: null, correlationId: 'c', data }) as AuditEntry;
const provenance = { batchId: 'b', kind: 'improve-detail', calls: [], promptVersion: 'p', approvedBy: null };

describe('restoring an AI change from the record’s history (issue 35 §1)', () => {
  it('writes back the values its event kept before the change', () => {
    const created = entry('ContentCreated', { fields: { detail: 'Cũ' } });
    const revised = entry('ContentAiRevised', { changes: { detail: 'Mới', isImprove: true, modelImprove: 'gpt-4o-mini' }, before: { detail: 'Cũ', isImprove: false, modelImprove: null }, provenance });
    expect(restorePlan([revised, created], revised.position)).toEqual({ ok: true, changes: { detail: 'Cũ', isImprove: false, modelImprove: null } });
  });

  it('reads a clipped long text in full from the events before it, and refuses when the history does not hold it', () => {
    const long = `${'a'.repeat(4500)} hết`;
    const clipped = `${long.slice(0, 4000)}…`;
    const created = entry('ContentCreated', { fields: { detail: 'ngắn' } });
    const edited = entry('ContentEdited', { changes: { detail: long } });
    const revised = entry('ContentAiRevised', { changes: { detail: 'Mới' }, before: { detail: clipped }, provenance });
    const later = entry('ContentEdited', { changes: { detail: 'Sau đó' } });
    expect(restorePlan([later, revised, edited, created], revised.position)).toEqual({ ok: true, changes: { detail: long } });
    // The event that set the long text is not in the history read: refused in Vietnamese.
    const refused = restorePlan([later, revised], revised.position);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/^Không thể khôi phục: .* cũ quá dài/);
  });

  it('restores only AI changes', () => {
    const edited = entry('ContentEdited', { changes: { title: 'x' } });
    expect(restorePlan([edited], edited.position).ok).toBe(false);
  });
});
