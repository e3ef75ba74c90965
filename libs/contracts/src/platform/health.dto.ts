export type ComponentHealth = { status: 'up' | 'down'; message?: string };

export type ProjectionHealth = {
  name: string;
  /** Global position of the last event applied, in the event store's own unit (PostgreSQL sequence, EventStoreDB log offset). */
  checkpoint: number;
  /** Events in the log not yet applied: a count of events whatever the event store, so one alarm threshold fits both. */
  lag: number;
  /** Present when counting stopped at its limit (10 000): there are at least `lag` events to apply. */
  lagCapped?: true;
  /** Present when its checkpoint has not moved for PROJECTION_STALL_MS (30 s) while events wait for it (nobody applies it: look at the instances). */
  stalled?: true;
};

/**
 * The market data's first-start seed (issue 31): `starting` until every seeded row is readable in the lists (with the
 * seed job's rows written so far, when the job has reported them), `ready` once it is, `off` when this installation
 * does not seed (SEED_MARKET=false) and never did. The API answers all the while; only the market lists are filling.
 */
export type MarketSeedHealth = { status: 'starting' | 'ready' | 'off'; done?: number; total?: number };

/**
 * What the contexts add to /api/health (their health parts): states anyone may see, in both answers; they never change
 * the overall status (the API works while a context's data are still coming).
 */
export type HealthParts = { marketSeed?: MarketSeedHealth };

/** GET /api/health */
export type HealthResponse = HealthParts & {
  status: 'ok' | 'degraded';
  database: ComponentHealth;
  redis: ComponentHealth;
  eventStore: ComponentHealth & { head: number };
  projections: ProjectionHealth[];
  /** Whether this instance applies the projections (holds their lead); the others follow it. */
  appliesProjections: boolean;
};

/** Every error body: status, a Vietnamese message, and a machine-readable code where one exists. */
export type ErrorBody = {
  statusCode: number;
  message: string;
  code?: string;
  errors?: string[];
  success?: boolean;
  /** Why an account may not use the learner area now (403 ACCOUNT_NOT_ACTIVE / PASSWORD_CHANGE_REQUIRED). */
  reason?: string;
  /** 429: when to try again (also the Retry-After header). */
  retryAfterSeconds?: number;
  /** 202 STORED_PENDING: the streams the write was stored in (the read models show it a moment later). */
  streamIds?: string[];
};
