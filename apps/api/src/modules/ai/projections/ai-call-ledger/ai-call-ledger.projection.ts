import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { vietnamDay, type AiCallRecorded, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../platform/projections/projection.decorator.js';

export const AI_LEDGER_PROJECTION = 'ai-call-ledger';

const COLUMNS = [
  'call_id', 'at', 'day', 'operation', 'purpose', 'actor_id', 'actor_email', 'actor_class_ids', 'model', 'provider', 'provider_model_id', 'outcome',
  'latency_ms', 'attempts', 'input_chars', 'output_chars', 'input_tokens', 'output_tokens', 'images', 'audio_seconds', 'vectors', 'estimated_cost_usd',
  'error_text', 'job_id', 'correlation_id', 'template', 'output_files', 'position',
] as const;

/** Calls that reached (or would have reached) a provider count against the daily limits; a missing configuration does not. */
const counts = (outcome: string) => outcome !== 'not_configured';

/**
 * The ledger: a row per call, and per Vietnam day, model, user and purpose the sums the admin page shows and the daily
 * limits count. A call's stream has one event, so a batch never holds a call twice.
 */
@Injectable()
@ReadModelProjection()
export class AiCallLedgerProjection implements Projection {
  readonly name = AI_LEDGER_PROJECTION;
  readonly eventTypes = ['AiCallRecorded'] as const;
  readonly tables = ['ai_call', 'ai_usage_daily'] as const;

  async apply(em: EntityManager, events: RecordedEvent[]): Promise<void> {
    if (events.length === 0) return;
    const rows: unknown[][] = [];
    const daily = new Map<string, { day: string; model: string; actor: string; purpose: string; calls: number; failures: number; counted: number; latency: number; inTok: number; outTok: number; cost: number }>();
    for (const event of events as unknown as RecordedEvent<AiCallRecorded>[]) {
      const d = event.data;
      const day = vietnamDay(Date.parse(d.startedAt));
      rows.push([
        d.callId, d.startedAt, day, d.operation, d.purpose, d.actorId, event.metadata.actorEmail, `{${d.actorClassIds.map((id) => `"${id.replace(/["\\]/g, '')}"`).join(',')}}`,
        d.model, d.provider, d.providerModelId, d.outcome, d.latencyMs, d.attempts, d.usage.inputChars, d.usage.outputChars, d.usage.inputTokens, d.usage.outputTokens,
        d.usage.images, d.usage.audioSeconds, d.usage.vectors, d.estimatedCostUsd, d.errorText, d.jobId, event.metadata.correlationId,
        d.template ? JSON.stringify(d.template) : null, JSON.stringify(d.outputFiles), event.globalPosition,
      ]);
      const key = [day, d.model, d.actorId ?? '', d.purpose].join('\u0000');
      const sum = daily.get(key) ?? { day, model: d.model, actor: d.actorId ?? '', purpose: d.purpose, calls: 0, failures: 0, counted: 0, latency: 0, inTok: 0, outTok: 0, cost: 0 };
      sum.calls += 1;
      sum.failures += d.outcome === 'ok' ? 0 : 1;
      sum.counted += counts(d.outcome) ? 1 : 0;
      sum.latency += d.latencyMs;
      sum.inTok += d.usage.inputTokens ?? 0;
      sum.outTok += d.usage.outputTokens ?? 0;
      sum.cost += d.estimatedCostUsd ?? 0;
      daily.set(key, sum);
    }
    const placeholders = `(${COLUMNS.map((column) => (column === 'template' || column === 'output_files' ? '?::jsonb' : column === 'actor_class_ids' ? '?::text[]' : '?')).join(', ')})`;
    for (let start = 0; start < rows.length; start += 500) {
      const chunk = rows.slice(start, start + 500);
      await em.execute(`INSERT INTO ai_call (${COLUMNS.join(', ')}) VALUES ${chunk.map(() => placeholders).join(', ')} ON CONFLICT (call_id) DO NOTHING`, chunk.flat());
    }
    for (const sum of daily.values()) {
      await em.execute(
        `INSERT INTO ai_usage_daily (day, model, actor_key, purpose, calls, failures, counted, latency_ms_total, input_tokens, output_tokens, estimated_cost_usd)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (day, model, actor_key, purpose) DO UPDATE SET
           calls = ai_usage_daily.calls + EXCLUDED.calls, failures = ai_usage_daily.failures + EXCLUDED.failures,
           counted = ai_usage_daily.counted + EXCLUDED.counted, latency_ms_total = ai_usage_daily.latency_ms_total + EXCLUDED.latency_ms_total,
           input_tokens = ai_usage_daily.input_tokens + EXCLUDED.input_tokens, output_tokens = ai_usage_daily.output_tokens + EXCLUDED.output_tokens,
           estimated_cost_usd = ai_usage_daily.estimated_cost_usd + EXCLUDED.estimated_cost_usd`,
        [sum.day, sum.model, sum.actor, sum.purpose, sum.calls, sum.failures, sum.counted, sum.latency, sum.inTok, sum.outTok, sum.cost],
      );
    }
  }
}
