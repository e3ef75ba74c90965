import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, QUESTION_EVENT_TYPES, QUESTION_ORDER_STREAM, type QuestionEvent, type QuestionOrderEvent, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { RealtimePublisher } from '../../../../../platform/realtime/realtime.publisher.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../../platform/projections/touched-rows.js';
import { QuestionView } from './question.entity.js';

export const QUESTION_PROJECTION = 'studio-question';

/** studio_question: the questions with their answers as last saved, and their place in the list. */
@Injectable()
@ReadModelProjection()
export class QuestionProjection implements Projection {
  readonly name = QUESTION_PROJECTION;
  readonly eventTypes = [...QUESTION_EVENT_TYPES, 'QuestionMoved'] as const;
  readonly tables = ['studio_question'] as const;

  constructor(private readonly realtime: RealtimePublisher) {}

  /** Open question screens (other admins' tabs, and a publish from the AI screen) read the list again: one message a batch. */
  afterCommit(recorded: RecordedEvent[]): void {
    const events = recorded as unknown as RecordedEvent<QuestionEvent | QuestionOrderEvent>[];
    if (!events.length) return;
    const ids = new Set(events.flatMap((event) => (event.type === 'QuestionMoved' ? event.data.indexes.map((entry) => entry.questionId) : [event.data.questionId])));
    this.realtime.toAdmins('question.changed', { ids: [...ids], changes: [...new Set(events.map((event) => event.type))] });
  }

  /** The rows the batch touches are loaded in one query and changed in memory; the runner flushes them. */
  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<QuestionEvent | QuestionOrderEvent>[];
    const rows = await TouchedRows.load(em, QuestionView, 'id', events.flatMap((event) => (event.type === 'QuestionMoved' ? event.data.indexes.map((entry) => entry.questionId) : [event.data.questionId])));
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      const by = event.metadata.actorEmail;
      if (event.type === 'QuestionMoved') {
        for (const { questionId, index } of event.data.indexes) {
          const view = rows.get(questionId);
          if (view) view.index = index;
        }
        continue;
      }
      const stamp = { updatedAt: at, updatedBy: by, version: event.streamVersion, lastPosition: event.globalPosition };
      const view = rows.get(event.data.questionId);
      switch (event.type) {
        case 'QuestionCreated': {
          const { questionId, provenance: _provenance, ...fields } = event.data;
          const index = event.streamVersion > 1 ? await this.indexBefore(em, questionId, event.globalPosition) : null;
          rows.create(questionId, { id: questionId, ...fields, index, answer: null, createdAt: at, createdBy: by, ...stamp });
          break;
        }
        case 'QuestionEdited':
          if (view) Object.assign(view, event.data.changes, stamp);
          break;
        case 'QuestionDeleted':
          rows.remove(event.data.questionId);
          break;
        case 'QuestionAnswerCreated':
        case 'QuestionAnswerReplaced':
          if (view) Object.assign(view, stamp, { answer: { ...event.data.answer, createdAt: at.toISOString(), createdBy: by, updatedAt: at.toISOString(), updatedBy: by } });
          break;
        case 'QuestionAnswerEdited':
          if (view?.answer) Object.assign(view, stamp, { answer: { ...view.answer, ...event.data.changes, updatedAt: at.toISOString(), updatedBy: by } });
          break;
        default:
          assertNever(event);
      }
    }
  }

  /**
   * A deleted question published anew keeps the place the order stream gave it (moves decide on that stream's
   * indexes). Read from the log before the event, so a rebuild finds the same.
   */
  private async indexBefore(em: EntityManager, questionId: number, position: number): Promise<number | null> {
    const [row] = await em.getConnection().execute<Array<{ index: number }>>(
      `SELECT (entry->>'index')::int AS index FROM events, jsonb_array_elements(data->'indexes') AS entry
        WHERE stream_id = ? AND type = 'QuestionMoved' AND global_position < ? AND (entry->>'questionId')::int = ?
        ORDER BY global_position DESC LIMIT 1`,
      [QUESTION_ORDER_STREAM, position, questionId],
    );
    return row ? Number(row.index) : null;
  }
}
