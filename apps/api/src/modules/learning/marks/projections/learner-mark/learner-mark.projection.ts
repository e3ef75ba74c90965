import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { isMarkAdded, LEARNER_MARK_EVENT_TYPES, type LearnerMarkEvent, type MarkList, type RecordedEvent } from '@k9/domain';
import { executeBound } from '../../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';

export const LEARNER_MARK_PROJECTION = 'learning-marks';

type Mark = { user_id: string; list: MarkList; item_id: number; marked_at: string | null; last_position: number };

/**
 * learner_mark: the ids in each learner's lists. A batch is folded in memory first (the last event of a mark decides
 * whether it is there), then written in two statements, so a rebuild of many toggles stays quick.
 */
@Injectable()
@ReadModelProjection()
export class LearnerMarkProjection implements Projection {
  readonly name = LEARNER_MARK_PROJECTION;
  readonly eventTypes = LEARNER_MARK_EVENT_TYPES;
  readonly tables = ['learner_mark'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const marks = new Map<string, Mark>();
    for (const event of recorded as unknown as RecordedEvent<LearnerMarkEvent>[]) {
      const { userId, list, itemId } = event.data;
      marks.set(`${userId} ${list} ${itemId}`, {
        user_id: userId,
        list,
        item_id: itemId,
        marked_at: isMarkAdded(event) ? event.metadata.occurredAt : null,
        last_position: event.globalPosition,
      });
    }
    const removed = [...marks.values()].filter((mark) => mark.marked_at === null);
    const added = [...marks.values()].filter((mark) => mark.marked_at !== null);
    if (removed.length) await executeBound(em, DELETE, [JSON.stringify(removed)]);
    if (added.length) await executeBound(em, UPSERT, [JSON.stringify(added)]);
  }
}

const DELETE = `
DELETE FROM learner_mark m USING jsonb_to_recordset(?::jsonb) AS r(user_id text, list text, item_id int)
WHERE m.user_id = r.user_id AND m.list = r.list AND m.item_id = r.item_id`;

const UPSERT = `
INSERT INTO learner_mark (user_id, list, item_id, marked_at, last_position)
SELECT r.user_id, r.list, r.item_id, r.marked_at, r.last_position
FROM jsonb_to_recordset(?::jsonb) AS r(user_id text, list text, item_id int, marked_at timestamptz, last_position bigint)
ON CONFLICT (user_id, list, item_id) DO UPDATE SET marked_at = EXCLUDED.marked_at, last_position = EXCLUDED.last_position`;
