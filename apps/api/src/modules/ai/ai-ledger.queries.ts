import { BadRequestException, Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { AI_USAGE_GROUPS, type AiCallPage, type AiCallRow, type AiUsageGroup, type AiUsageReport, type AiUsageRow } from '@k9/contracts';

export type LedgerFilter = { from?: string; to?: string; model?: string; userId?: string; purpose?: string; outcome?: string; provider?: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT = /^[\w.:/@+-]{1,200}$/;
const MESSAGES = {
  day: 'Ngày lọc phải có dạng YYYY-MM-DD.',
  text: 'Giá trị lọc không hợp lệ.',
  group: `Cách gộp (groupBy) phải là một trong: ${AI_USAGE_GROUPS.join(', ')}.`,
  page: 'Trang và cỡ trang phải là số nguyên dương (cỡ trang tối đa 200).',
};

const bad = (message: string) => new BadRequestException({ statusCode: 400, message, code: 'VALIDATION' });

/** Filters of the ledger screens from a query string; 400 with a Vietnamese message for anything odd. */
export function ledgerFilter(query: Record<string, unknown>): LedgerFilter {
  const filter: LedgerFilter = {};
  for (const key of ['from', 'to'] as const) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !DAY.test(value) || Number.isNaN(Date.parse(value))) throw bad(MESSAGES.day);
    filter[key] = value;
  }
  for (const key of ['model', 'userId', 'purpose', 'outcome', 'provider'] as const) {
    const value = query[key];
    if (value === undefined || value === '') continue;
    if (typeof value !== 'string' || !TEXT.test(value)) throw bad(MESSAGES.text);
    filter[key] = value;
  }
  return filter;
}

export function usageGroup(raw: unknown): AiUsageGroup {
  if (raw === undefined || raw === '') return 'day';
  if (typeof raw !== 'string' || !(AI_USAGE_GROUPS as readonly string[]).includes(raw)) throw bad(MESSAGES.group);
  return raw as AiUsageGroup;
}

export function pageOf(query: Record<string, unknown>): { page: number; pageSize: number } {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.pageSize === undefined ? 50 : Number(query.pageSize);
  if (!Number.isInteger(page) || page < 1 || page > 100_000 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > 200) throw bad(MESSAGES.page);
  return { page, pageSize };
}

const where = (filter: LedgerFilter): { sql: string; params: unknown[] } => {
  const parts: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    parts.push(sql);
    params.push(value);
  };
  if (filter.from) add('c.day >= ?::date', filter.from);
  if (filter.to) add('c.day <= ?::date', filter.to);
  if (filter.model) add('c.model = ?', filter.model);
  if (filter.userId) add('c.actor_id = ?', filter.userId);
  if (filter.purpose) add('c.purpose = ?', filter.purpose);
  if (filter.outcome) add('c.outcome = ?', filter.outcome);
  if (filter.provider) add('c.provider = ?', filter.provider);
  return { sql: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
};

type CallRecord = Record<string, unknown> & { at: Date; day: string };

const GROUP_KEY: Record<AiUsageGroup, string> = {
  day: `to_char(c.day, 'YYYY-MM-DD')`,
  model: 'c.model',
  user: `coalesce(c.actor_id, '')`,
  purpose: 'c.purpose',
};
const GROUP_LABEL: Record<AiUsageGroup, string> = {
  day: `to_char(c.day, 'YYYY-MM-DD')`,
  model: 'c.model',
  user: `coalesce(max(c.actor_email), max(c.actor_id), 'hệ thống')`,
  purpose: 'c.purpose',
};

const AGGREGATES = `count(*)::int AS calls,
  count(*) FILTER (WHERE c.outcome <> 'ok')::int AS failures,
  coalesce(round(avg(c.latency_ms)), 0)::int AS avg_latency_ms,
  coalesce(round(percentile_cont(0.95) WITHIN GROUP (ORDER BY c.latency_ms)), 0)::int AS p95_latency_ms,
  coalesce(sum(c.input_tokens), 0)::bigint AS input_tokens,
  coalesce(sum(c.output_tokens), 0)::bigint AS output_tokens,
  coalesce(sum(c.estimated_cost_usd), 0)::float8 AS cost`;

const usageRow = (row: Record<string, unknown>): Omit<AiUsageRow, 'key' | 'label'> => ({
  calls: Number(row.calls),
  failures: Number(row.failures),
  avgLatencyMs: Number(row.avg_latency_ms),
  p95LatencyMs: Number(row.p95_latency_ms),
  inputTokens: Number(row.input_tokens),
  outputTokens: Number(row.output_tokens),
  estimatedCostUsd: Math.round(Number(row.cost) * 1e6) / 1e6,
});

/** The admin page's reads of the ledger: calls (newest first) and sums per day, model, user or purpose. */
@Injectable()
export class AiLedgerQueries {
  constructor(private readonly orm: MikroORM) {}

  async calls(filter: LedgerFilter, { page, pageSize }: { page: number; pageSize: number }): Promise<AiCallPage> {
    const { sql, params } = where(filter);
    const connection = this.orm.em.fork().getConnection();
    const [{ total }] = await connection.execute<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM ai_call c ${sql}`, params);
    const rows = await connection.execute<CallRecord[]>(`SELECT c.* FROM ai_call c ${sql} ORDER BY c.at DESC, c.position DESC LIMIT ? OFFSET ?`, [...params, pageSize, (page - 1) * pageSize]);
    return { items: rows.map(callRow), total, page, pageSize };
  }

  async usage(filter: LedgerFilter, groupBy: AiUsageGroup): Promise<AiUsageReport> {
    const { sql, params } = where(filter);
    const connection = this.orm.em.fork().getConnection();
    const rows = await connection.execute<Array<Record<string, unknown>>>(
      `SELECT ${GROUP_KEY[groupBy]} AS key, ${GROUP_LABEL[groupBy]} AS label, ${AGGREGATES} FROM ai_call c ${sql} GROUP BY 1 ORDER BY 1 ${groupBy === 'day' ? 'DESC' : 'ASC'} LIMIT 1000`,
      params,
    );
    const [totals] = await connection.execute<Array<Record<string, unknown>>>(`SELECT ${AGGREGATES} FROM ai_call c ${sql}`, params);
    return { groupBy, rows: rows.map((row) => ({ key: String(row.key), label: String(row.label), ...usageRow(row) })), totals: usageRow(totals) };
  }
}

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

const callRow = (row: CallRecord): AiCallRow => ({
  callId: String(row.call_id),
  at: new Date(row.at).toISOString(),
  operation: row.operation as AiCallRow['operation'],
  purpose: String(row.purpose),
  actorId: (row.actor_id as string | null) ?? null,
  actorEmail: (row.actor_email as string | null) ?? null,
  model: String(row.model),
  provider: row.provider as AiCallRow['provider'],
  outcome: row.outcome as AiCallRow['outcome'],
  latencyMs: Number(row.latency_ms),
  attempts: Number(row.attempts),
  inputTokens: num(row.input_tokens),
  outputTokens: num(row.output_tokens),
  inputChars: Number(row.input_chars),
  outputChars: Number(row.output_chars),
  estimatedCostUsd: num(row.estimated_cost_usd),
  errorText: (row.error_text as string | null) ?? null,
  jobId: (row.job_id as string | null) ?? null,
  correlationId: String(row.correlation_id),
  template: (row.template as AiCallRow['template']) ?? null,
  outputFiles: (row.output_files as string[]) ?? [],
});
