import type { AuditEntry } from '../site/setting.dto.js';

/** The auditors' routes (issue 36): the log across streams, a stream's state at a moment, what the screen lists. */
export const AUDIT_ROUTES = {
  /** GET AuditEventsQuery: AuditEventsResponse, newest first, paged by log position (`before` = the page's nextBefore). */
  events: '/api/audit/events',
  /** GET ?at={position|ISO time}: AuditStateResponse, the stream's state folded up to that moment. */
  state: (streamId: string) => `/api/audit/stream/${encodeURIComponent(streamId)}/state`,
  /** GET: AuditCatalogueResponse, the stream kinds and type groups the filters offer, with their Vietnamese labels. */
  catalogue: '/api/audit/catalogue',
  /** GET AuditChainQuery: AuditChainResponse, the chain behind an AI-made thing. */
  chain: '/api/audit/chain',
} as const;

/** The most rows one page of the log holds. */
export const AUDIT_EVENTS_PAGE_MAX = 100;

/** An event of the log: the stream history's entry, with its stream, its kind and what happened, in Vietnamese. */
export type AuditEventRow = AuditEntry & {
  streamId: string;
  /** The stream's kind ('content', 'user', 'setting' ...; 'other' when no context declared it) and its label. */
  kind: string;
  kindLabel: string;
  /** What happened, in Vietnamese. */
  label: string;
  /** Only the allow-listed fields of the event's data. */
  data: Record<string, unknown>;
};

export type AuditEventsResponse = { data: AuditEventRow[]; nextBefore: number | null };

export type AuditStateResponse = {
  streamId: string;
  kind: string;
  /** The moment asked for, and the last event folded (null when the stream had none by then). */
  at: { position: number | null; time: string | null };
  folded: { position: number; version: number; occurredAt: string; type: string } | null;
  /** The decider's state after those events, through the allow-list. */
  state: Record<string, unknown> | null;
};

export type AuditCatalogueResponse = {
  kinds: Array<{ kind: string; label: string; prefix: string; replayable: boolean }>;
  groups: Array<{ key: string; label: string; types: string[] }>;
  types: Array<{ type: string; label: string }>;
};

/** One link of an AI-made thing's chain (issue 36 §3): the event it came from, who and when, its allow-listed data. */
export type AuditChainLink = AuditEntry & {
  role: 'asked' | 'config' | 'step' | 'call' | 'made' | 'edit' | 'approval';
  roleLabel: string;
  /** The event's own label ('Xuất bản câu trả lời', 'Ghi nhận lượt gọi AI' ...). */
  label: string;
  streamId: string;
  data: Record<string, unknown>;
};

/** GET /api/audit/chain?streamId=&position=: the chain of the AI-made event at that position (default: the stream's latest). */
export type AuditChainResponse = { streamId: string; made: AuditChainLink; links: AuditChainLink[] };
