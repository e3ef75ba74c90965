import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import type { ChatMessageView, ChatSessionSummary, ChatSessionView } from '@k9/contracts';
import { PG_POOL } from '../../platform/event-store/event-store.token.js';

export type ChatSessionRow = {
  id: number;
  owner_id: string;
  owner_email: string | null;
  title: string;
  advisor_type: string | null;
  model: string | null;
  show: boolean;
  answering: ChatSessionView['answering'];
  message_count: number;
  created_at: Date;
};
type MessageRow = {
  message_id: string;
  parent_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  status: 'ok' | 'failed' | 'stopped';
  advisor: ChatMessageView['advisor'];
  steps: ChatMessageView['steps'];
  retrieval: ChatMessageView['embeddingResults'];
  citations: ChatMessageView['citations'] | null;
  web_search_note: string | null;
  created_at: Date;
};

const COLUMNS = `id::int AS id, owner_id, owner_email, title, advisor_type, model, show, answering, message_count, created_at`;

const summaryOf = (row: ChatSessionRow): ChatSessionSummary => ({
  id: row.id,
  userCreated: row.owner_email ?? row.owner_id,
  advisorType: row.advisor_type,
  title: row.title,
  model: row.model,
  show: row.show,
  createAt: row.created_at.toISOString(),
  answering: row.answering,
  messageCount: row.message_count,
});

const messageOf = (row: MessageRow): ChatMessageView => ({
  id: row.message_id,
  parentId: row.parent_id,
  role: row.role,
  content: row.content,
  timestamp: new Date(row.created_at).toISOString(),
  ...(row.role === 'assistant' ? { status: row.status, advisor: row.advisor ?? null, steps: row.steps ?? [], embeddingResults: row.retrieval ?? null, citations: row.citations ?? [], webSearchNote: row.web_search_note } : {}),
});

/** The chat sessions' read model (chat_session, chat_message). */
@Injectable()
export class ChatSessionsRepository {
  constructor(@Inject(PG_POOL) private readonly pool: pg.Pool) {}

  async nextId(): Promise<number> {
    const { rows } = await this.pool.query<{ id: string }>(`SELECT nextval('chat_session_id_seq') AS id`);
    return Number(rows[0].id);
  }

  async countOf(ownerId: string): Promise<number> {
    const { rows } = await this.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM chat_session WHERE owner_id = $1`, [ownerId]);
    return rows[0].n;
  }

  async row(id: number): Promise<(ChatSessionRow & { ownerId: string }) | null> {
    const { rows } = await this.pool.query<ChatSessionRow>(`SELECT ${COLUMNS} FROM chat_session WHERE id = $1`, [id]);
    return rows[0] ? { ...rows[0], ownerId: rows[0].owner_id } : null;
  }

  /** The session with every message of every branch in stored order (each names its parent). */
  async view(id: number): Promise<ChatSessionView | null> {
    const row = await this.row(id);
    if (!row) return null;
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT message_id, parent_id, role, content, status, advisor, steps, retrieval, citations, web_search_note, created_at FROM chat_message WHERE session_id = $1 ORDER BY seq`,
      [id],
    );
    const { messageCount: _count, ...summary } = summaryOf(row);
    return { ...summary, chatHistory: rows.map(messageOf) };
  }

  /** The owner's sessions, newest first. */
  async ofOwner(ownerId: string): Promise<ChatSessionSummary[]> {
    const { rows } = await this.pool.query<ChatSessionRow>(`SELECT ${COLUMNS} FROM chat_session WHERE owner_id = $1 ORDER BY id DESC`, [ownerId]);
    return rows.map(summaryOf);
  }

  /** Sessions whose answer was being made (an API that restarts asks them again). */
  async answering(): Promise<Array<{ id: number; ownerId: string }>> {
    const { rows } = await this.pool.query<{ id: number; owner_id: string }>(`SELECT id::int AS id, owner_id FROM chat_session WHERE answering IS NOT NULL`);
    return rows.map((row) => ({ id: row.id, ownerId: row.owner_id }));
  }
}
