import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AI_BATCH_EVENT_TYPES, assertNever, type AiBatchEvent, type RecordedEvent } from '@k9/domain';
import { executeBound } from '../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';

export const AI_BATCH_PROJECTION = 'content-ai-batches';

/** content_ai_batch and content_ai_batch_record: each batch with the state of every record it was asked for. */
@Injectable()
@ReadModelProjection()
export class AiBatchProjection implements Projection {
  constructor(private readonly realtime: RealtimePublisher) {}

  readonly name = AI_BATCH_PROJECTION;
  readonly eventTypes = AI_BATCH_EVENT_TYPES;
  readonly tables = ['content_ai_batch', 'content_ai_batch_record'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    for (const event of recorded as unknown as RecordedEvent<AiBatchEvent>[]) {
      const at = event.metadata.occurredAt;
      const { batchId } = event.data;
      const touch = (state: string | null = null) => executeBound(em, `UPDATE content_ai_batch SET state = coalesce(?, state), updated_at = ?, position = ? WHERE id = ?`, [state, at, event.globalPosition, batchId]);
      switch (event.type) {
        case 'AiBatchRequested': {
          const { kind, dryRun, recordIds, options, promptVersion, requestedBy } = event.data;
          await executeBound(
            em,
            `INSERT INTO content_ai_batch (id, kind, dry_run, state, options, prompt_version, requested_by, created_at, updated_at, position)
             VALUES (?, ?, ?, 'queued', ?::jsonb, ?, ?::jsonb, ?, ?, ?) ON CONFLICT (id) DO NOTHING`,
            [batchId, kind, dryRun, JSON.stringify(options), promptVersion, JSON.stringify(requestedBy), at, at, event.globalPosition],
          );
          await executeBound(
            em,
            `INSERT INTO content_ai_batch_record (batch_id, record_id, seq, state)
             SELECT ?, r.id, r.seq::int - 1, 'pending' FROM unnest(?::int[]) WITH ORDINALITY AS r(id, seq) ON CONFLICT DO NOTHING`,
            [batchId, `{${recordIds.join(',')}}`],
          );
          break;
        }
        case 'AiBatchRecordsStarted':
          await executeBound(em, `UPDATE content_ai_batch_record SET state = 'processing' WHERE batch_id = ? AND record_id = ANY(?::int[]) AND state = 'pending'`, [batchId, `{${event.data.recordIds.join(',')}}`]);
          await touch('running');
          break;
        case 'AiBatchRecordFinished': {
          const { recordId, outcome, version, before, after, error, callId, model, applied } = event.data;
          await executeBound(
            em,
            `UPDATE content_ai_batch_record SET state = ?, version = ?, before = ?::jsonb, after = ?::jsonb, error = ?, call_id = ?, model = ?, applied = ? WHERE batch_id = ? AND record_id = ?`,
            [outcome, version, JSON.stringify(before), JSON.stringify(after), error, callId, model, applied, batchId, recordId],
          );
          await touch('running');
          break;
        }
        case 'AiBatchStopped':
          await executeBound(em, `UPDATE content_ai_batch_record SET state = 'stopped' WHERE batch_id = ? AND state IN ('pending', 'processing')`, [batchId]);
          await executeBound(em, `UPDATE content_ai_batch SET stopped_by = ?::jsonb WHERE id = ?`, [JSON.stringify(event.data.stoppedBy), batchId]);
          await touch('stopped');
          break;
        case 'AiBatchEnded':
          await executeBound(em, `UPDATE content_ai_batch SET error = ? WHERE id = ?`, [event.data.error, batchId]);
          await touch(event.data.state);
          break;
        case 'AiBatchApplied': {
          const { applied, stale, approvedBy } = event.data;
          await executeBound(em, `UPDATE content_ai_batch_record SET applied = true, approved_by = ?::jsonb WHERE batch_id = ? AND record_id = ANY(?::int[])`, [JSON.stringify(approvedBy), batchId, `{${applied.join(',')}}`]);
          await executeBound(em, `UPDATE content_ai_batch_record SET stale = true WHERE batch_id = ? AND record_id = ANY(?::int[])`, [batchId, `{${stale.join(',')}}`]);
          await touch();
          break;
        }
        default:
          assertNever(event);
      }
    }
  }

  /** The admins' open batch modals read again when a batch changes: one message per batch of events. */
  afterCommit(events: RecordedEvent[]): void {
    const ids = [...new Set((events as unknown as RecordedEvent<AiBatchEvent>[]).map((event) => event.data.batchId))];
    if (ids.length) this.realtime.toAdmins('contentAi.batch.changed', { batchIds: ids });
  }
}
