import { BadRequestException, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AUDIT_MESSAGES as M, AUDIT_TYPE_GROUPS, vietnamDayStart } from '@k9/domain';
import type { AuditEventRow, AuditEventsQuery } from '@k9/contracts';
import { AuditLog } from '../../audit-log.js';

const DEFAULT_LIMIT = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const bad = (message: string) => new BadRequestException({ statusCode: 400, message, code: 'VALIDATION' });

type StoredRow = {
  position: string;
  stream_id: string;
  stream_kind: string;
  version: number;
  type: string;
  occurred_at: Date;
  actor_id: string | null;
  actor_email: string | null;
  correlation_id: string;
  personal: boolean;
  data: Record<string, unknown>;
};

export type AuditEventsPage = { rows: AuditEventRow[]; nextBefore: number | null; personalStreams: string[]; personalEvents: number };

/** A day alone is a Vietnam day: `from` its first moment, `to` its last. */
const moment = (value: string, edge: 'start' | 'end'): Date => {
  if (!DAY.test(value)) return new Date(value);
  const start = vietnamDayStart(value) ?? Date.parse(value);
  return new Date(edge === 'start' ? start : start + DAY_MS - 1);
};

/** The audit log across streams (issue 36 §1): every filter is a condition on an indexed column; newest first by position. */
@Injectable()
export class AuditEventsQueryService {
  constructor(
    private readonly orm: MikroORM,
    private readonly log: AuditLog,
  ) {}

  /** The event types a `type` filter names: types and group keys, comma-separated; 400 for an unknown one. */
  typesOf(filter: string): string[] {
    const types = new Set<string>();
    for (const value of filter.split(',').map((each) => each.trim()).filter(Boolean)) {
      const group = (AUDIT_TYPE_GROUPS as Record<string, { types: readonly string[] }>)[value];
      if (group) group.types.forEach((type) => types.add(type));
      else if (this.log.catalogue.ruleOf(value)) types.add(value);
      else throw bad(M.typeUnknown(value.slice(0, 60)));
    }
    return [...types];
  }

  async page(query: AuditEventsQuery): Promise<AuditEventsPage> {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, ...values: unknown[]) => {
      where.push(sql);
      params.push(...values);
    };
    const actor = query.actor?.trim();
    if (actor) {
      if (actor.includes('@')) add('lower(actor_email) = lower(?) AND actor_email IS NOT NULL', actor);
      else add('actor_id = ? AND actor_id IS NOT NULL', actor);
    }
    if (query.type?.trim()) add('type = ANY(?::text[])', `{${this.typesOf(query.type).join(',')}}`);
    const kind = query.kind?.trim();
    if (kind) {
      if (kind !== 'other' && !this.log.catalogue.streamKinds.some((each) => each.kind === kind)) throw bad(M.kindUnknown(kind.slice(0, 60)));
      add('stream_kind = ?', kind);
    }
    if (query.streamId?.trim()) add('stream_id = ?', query.streamId.trim());
    if (query.correlationId?.trim()) add('correlation_id = ?', query.correlationId.trim());
    const from = query.from ? moment(query.from, 'start') : null;
    const to = query.to ? moment(query.to, 'end') : null;
    if (from && Number.isNaN(from.getTime())) throw bad(M.fromInvalid);
    if (to && Number.isNaN(to.getTime())) throw bad(M.toInvalid);
    if (from && to && from > to) throw bad(M.rangeInvalid);
    if (from) add('occurred_at >= ?', from.toISOString());
    if (to) add('occurred_at <= ?', to.toISOString());
    if (query.before !== undefined) add('position < ?', query.before);
    const limit = query.limit ?? DEFAULT_LIMIT;
    const sql = `SELECT * FROM audit_event ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY position DESC LIMIT ?`;
    const stored = await this.orm.em.fork().getConnection().execute<StoredRow[]>(sql, [...params, limit + 1]);
    const more = stored.length > limit;
    const rows = stored.slice(0, limit);
    const personal = rows.filter((row) => row.personal);
    return {
      rows: rows.map((row) => this.rowOf(row)),
      nextBefore: more ? Number(rows[rows.length - 1].position) : null,
      personalStreams: personal.map((row) => row.stream_id),
      personalEvents: personal.length,
    };
  }

  private rowOf(row: StoredRow): AuditEventRow {
    const rule = this.log.catalogue.ruleOf(row.type);
    const kind = this.log.catalogue.streamKinds.find((each) => each.kind === row.stream_kind);
    return {
      position: Number(row.position),
      streamId: row.stream_id,
      kind: row.stream_kind,
      kindLabel: kind?.label ?? 'Khác',
      version: row.version,
      type: row.type,
      label: rule?.label ?? row.type,
      occurredAt: new Date(row.occurred_at).toISOString(),
      actorId: row.actor_id,
      actorEmail: row.actor_email,
      correlationId: row.correlation_id,
      data: row.data,
    };
  }
}
