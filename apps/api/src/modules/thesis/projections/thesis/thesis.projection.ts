import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, THESIS_EVENT_TYPES, thesisSearchFold, type RecordedEvent, type ThesisEvent } from '@k9/domain';
import { executeBound } from '../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';

export const THESIS_PROJECTION = 'thesis-notebooks';

/** thesis and thesis_segment: each live thesis with its segments in order (seq 1..n). */
@Injectable()
@ReadModelProjection()
export class ThesisProjection implements Projection {
  readonly name = THESIS_PROJECTION;
  readonly eventTypes = THESIS_EVENT_TYPES;
  readonly tables = ['thesis', 'thesis_segment'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    for (const event of recorded as unknown as RecordedEvent<ThesisEvent>[]) {
      const at = event.metadata.occurredAt;
      const { thesisId } = event.data;
      switch (event.type) {
        case 'ThesisCreated': {
          const { ownerId, ownerEmail, name, content, summary } = event.data;
          await executeBound(em, INSERT, [thesisId, ownerId, ownerEmail, name, content, summary, thesisSearchFold(name, content, summary), event.streamVersion, at, at]);
          break;
        }
        case 'ThesisDetailsEdited': {
          const { name, content, summary } = event.data;
          await executeBound(em, `UPDATE thesis SET name = ?, content = ?, summary = ?, search_text = ? WHERE id = ?`, [name, content, summary, thesisSearchFold(name, content, summary), thesisId]);
          break;
        }
        case 'ThesisSegmentAdded': {
          const { segmentId, content, summary, mode, originalContent } = event.data;
          await executeBound(em, ADD_SEGMENT, [thesisId, segmentId, thesisId, content, summary, mode, originalContent, thesisSearchFold(content, summary)]);
          break;
        }
        case 'ThesisSegmentEdited': {
          const { segmentId, content, summary, mode, originalContent } = event.data;
          await executeBound(em, EDIT_SEGMENT, [content, summary, mode, originalContent, thesisSearchFold(content, summary), thesisId, segmentId]);
          break;
        }
        case 'ThesisSegmentDeleted':
          await executeBound(em, DELETE_SEGMENT, [thesisId, event.data.segmentId, thesisId]);
          break;
        case 'ThesisSegmentsReordered':
          await executeBound(em, REORDER, [JSON.stringify(event.data.segmentIds), thesisId]);
          break;
        case 'ThesisDeleted':
          await executeBound(em, `DELETE FROM thesis_segment WHERE thesis_id = ?`, [thesisId]);
          await executeBound(em, `DELETE FROM thesis WHERE id = ?`, [thesisId]);
          continue;
        default:
          assertNever(event);
      }
      await executeBound(em, TOUCH, [at, event.streamVersion, thesisId]);
    }
  }
}

const INSERT = `
INSERT INTO thesis (id, owner_id, owner_email, name, content, summary, search_text, version, created_at, updated_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`;

const ADD_SEGMENT = `
INSERT INTO thesis_segment (thesis_id, segment_id, seq, content, summary, mode, original_content, search_text)
VALUES (?, ?, (SELECT count(*) + 1 FROM thesis_segment WHERE thesis_id = ?), ?, ?, ?, ?, ?)
ON CONFLICT (thesis_id, segment_id) DO NOTHING`;

const EDIT_SEGMENT = `
UPDATE thesis_segment SET content = ?, summary = ?, mode = ?, original_content = ?, search_text = ? WHERE thesis_id = ? AND segment_id = ?`;

// Those after the deleted segment move up one: the order stays 1..n.
const DELETE_SEGMENT = `
WITH gone AS (DELETE FROM thesis_segment WHERE thesis_id = ? AND segment_id = ? RETURNING seq)
UPDATE thesis_segment SET seq = thesis_segment.seq - 1 FROM gone WHERE thesis_segment.thesis_id = ? AND thesis_segment.seq > gone.seq`;

const REORDER = `
UPDATE thesis_segment SET seq = wanted.seq
FROM jsonb_array_elements_text(?::jsonb) WITH ORDINALITY AS wanted(segment_id, seq)
WHERE thesis_segment.thesis_id = ? AND thesis_segment.segment_id = wanted.segment_id`;

const TOUCH = `
UPDATE thesis SET updated_at = ?, version = ?, segment_count = (SELECT count(*) FROM thesis_segment WHERE thesis_id = thesis.id) WHERE id = ?`;
