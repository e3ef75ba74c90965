import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, CHAT_SESSION_EVENT_TYPES, type ChatSessionEvent, type RecordedEvent } from '@k9/domain';
import { executeBound } from '../../../../platform/database/execute-bound.js';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';
import { RealtimePublisher } from '../../../../platform/realtime/realtime.publisher.js';

export const CHAT_SESSION_PROJECTION = 'assistant-chat-sessions';

/** chat_session and chat_message: each session with its answering state, and every message of every branch. */
@Injectable()
@ReadModelProjection()
export class ChatSessionProjection implements Projection {
  constructor(private readonly realtime: RealtimePublisher) {}

  readonly name = CHAT_SESSION_PROJECTION;
  readonly eventTypes = CHAT_SESSION_EVENT_TYPES;
  readonly tables = ['chat_session', 'chat_message'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    for (const event of recorded as unknown as RecordedEvent<ChatSessionEvent>[]) {
      const at = event.metadata.occurredAt;
      const position = event.globalPosition;
      const touch = (sessionId: number) => executeBound(em, TOUCH, [at, position, sessionId]);
      switch (event.type) {
        case 'ChatSessionCreated': {
          const { sessionId, ownerId, ownerEmail, title, advisorType, model, show } = event.data;
          await executeBound(em, INSERT, [sessionId, ownerId, ownerEmail, title, advisorType, model, show, at, at, position]);
          break;
        }
        case 'ChatSessionRetitled':
          await executeBound(em, `UPDATE chat_session SET title = ? WHERE id = ?`, [event.data.title, event.data.sessionId]);
          await touch(event.data.sessionId);
          break;
        case 'ChatSessionVisibilityChanged':
          await executeBound(em, `UPDATE chat_session SET show = ? WHERE id = ?`, [event.data.show, event.data.sessionId]);
          await touch(event.data.sessionId);
          break;
        case 'ChatUserMessagePosted': {
          const { sessionId, messageId, parentId, content, timestamp } = event.data;
          await executeBound(em, MESSAGE, [sessionId, messageId, parentId, sessionId, 'user', content, 'ok', null, null, null, null, null, null, timestamp]);
          await touch(sessionId);
          break;
        }
        case 'ChatAnswerStarted': {
          const { sessionId, messageId, parentId, runId } = event.data;
          await executeBound(em, `UPDATE chat_session SET answering = ?::jsonb WHERE id = ?`, [JSON.stringify({ messageId, parentId, runId }), sessionId]);
          await touch(sessionId);
          break;
        }
        case 'ChatAnswerSuperseded': {
          const { sessionId, newRunId } = event.data;
          await executeBound(em, `UPDATE chat_session SET answering = jsonb_set(answering, '{runId}', to_jsonb(?::text)) WHERE id = ? AND answering IS NOT NULL`, [newRunId, sessionId]);
          await touch(sessionId);
          break;
        }
        case 'ChatAnswerCompleted': {
          const { sessionId, messageId, parentId, runId, content, timestamp, advisor, steps, retrieval, citations, webSearchNote } = event.data;
          const row = [JSON.stringify(advisor), JSON.stringify(steps), JSON.stringify(retrieval), JSON.stringify(citations ?? []), webSearchNote ?? null];
          await executeBound(em, MESSAGE, [sessionId, messageId, parentId, sessionId, 'assistant', content, 'ok', runId, ...row, timestamp]);
          if (runId) await executeBound(em, ENDED, [sessionId, runId]);
          await touch(sessionId);
          break;
        }
        case 'ChatAnswerFailed':
        case 'ChatAnswerStopped': {
          const { sessionId, messageId, runId, timestamp } = event.data;
          const failed = event.type === 'ChatAnswerFailed';
          const content = failed ? event.data.content : event.data.partial;
          await executeBound(em, ENDED_MESSAGE, [sessionId, messageId, sessionId, content, failed ? 'failed' : 'stopped', runId, timestamp, sessionId]);
          await executeBound(em, ENDED, [sessionId, runId]);
          await touch(sessionId);
          break;
        }
        case 'ChatSessionDeleted':
          await executeBound(em, `DELETE FROM chat_message WHERE session_id = ?`, [event.data.sessionId]);
          await executeBound(em, `DELETE FROM chat_session WHERE id = ?`, [event.data.sessionId]);
          break;
        default:
          assertNever(event);
      }
    }
  }

  /**
   * The owner's tabs hear which of their sessions changed, one message per owner and batch. A session is only ever
   * written for its owner (the decider refuses anyone else), so the event's actor is the owner.
   */
  afterCommit(events: RecordedEvent[]): void {
    const byOwner = new Map<string, Set<number>>();
    for (const event of events as unknown as RecordedEvent<ChatSessionEvent>[]) {
      if (event.type === 'ChatUserMessagePosted' || event.type === 'ChatAnswerSuperseded') continue;
      const ownerId = 'ownerId' in event.data ? event.data.ownerId : event.metadata.actorId;
      if (!ownerId) continue;
      byOwner.set(ownerId, (byOwner.get(ownerId) ?? new Set()).add(event.data.sessionId));
    }
    for (const [ownerId, ids] of byOwner) this.realtime.toUser(ownerId, 'chat.sessions.changed', { sessionIds: [...ids] });
  }
}

const INSERT = `
INSERT INTO chat_session (id, owner_id, owner_email, title, advisor_type, model, show, created_at, updated_at, position)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`;

const TOUCH = `UPDATE chat_session SET updated_at = ?, position = ?, message_count = (SELECT count(*) FROM chat_message WHERE session_id = chat_session.id) WHERE id = ?`;

const MESSAGE = `
INSERT INTO chat_message (session_id, message_id, parent_id, seq, role, content, status, run_id, advisor, steps, retrieval, citations, web_search_note, created_at)
VALUES (?, ?, ?, (SELECT count(*) FROM chat_message WHERE session_id = ?), ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?)
ON CONFLICT (session_id, message_id) DO NOTHING`;

// The parent of a failed or stopped answer is the question the session was answering.
const ENDED_MESSAGE = `
INSERT INTO chat_message (session_id, message_id, parent_id, seq, role, content, status, run_id, created_at)
SELECT ?, ?, answering->>'parentId', (SELECT count(*) FROM chat_message WHERE session_id = ?), 'assistant', ?, ?, ?, ? FROM chat_session WHERE id = ?
ON CONFLICT (session_id, message_id) DO NOTHING`;

const ENDED = `UPDATE chat_session SET answering = NULL WHERE id = ? AND answering->>'runId' = ?`;
