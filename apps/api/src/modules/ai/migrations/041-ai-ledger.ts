import { Migration } from '@mikro-orm/migrations';

/** One row per AI call (the ledger), and the daily aggregates the admin page and the daily limits read. */
export class Migration041AiLedger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`CREATE TABLE ai_call (
      call_id text PRIMARY KEY,
      at timestamptz NOT NULL,
      day date NOT NULL,
      operation text NOT NULL,
      purpose text NOT NULL,
      actor_id text NULL,
      actor_email text NULL,
      actor_class_ids text[] NOT NULL DEFAULT '{}',
      model text NOT NULL,
      provider text NOT NULL,
      provider_model_id text NOT NULL,
      outcome text NOT NULL,
      latency_ms integer NOT NULL,
      attempts integer NOT NULL,
      input_chars integer NOT NULL,
      output_chars integer NOT NULL,
      input_tokens integer NULL,
      output_tokens integer NULL,
      images integer NOT NULL,
      audio_seconds double precision NOT NULL,
      vectors integer NOT NULL,
      estimated_cost_usd double precision NULL,
      error_text text NULL,
      job_id text NULL,
      correlation_id text NOT NULL,
      template jsonb NULL,
      output_files jsonb NOT NULL DEFAULT '[]',
      position bigint NOT NULL
    )`);
    this.addSql(`CREATE INDEX ai_call_day_idx ON ai_call (day, at DESC)`);
    this.addSql(`CREATE INDEX ai_call_at_idx ON ai_call (at DESC)`);
    this.addSql(`CREATE INDEX ai_call_actor_day_idx ON ai_call (actor_id, day)`);
    this.addSql(`CREATE TABLE ai_usage_daily (
      day date NOT NULL,
      model text NOT NULL,
      actor_key text NOT NULL,
      purpose text NOT NULL,
      calls integer NOT NULL,
      failures integer NOT NULL,
      counted integer NOT NULL,
      latency_ms_total bigint NOT NULL,
      input_tokens bigint NOT NULL,
      output_tokens bigint NOT NULL,
      estimated_cost_usd double precision NOT NULL,
      PRIMARY KEY (day, model, actor_key, purpose)
    )`);
    this.addSql(`CREATE INDEX ai_usage_daily_actor_idx ON ai_usage_daily (actor_key, day)`);
  }
}
