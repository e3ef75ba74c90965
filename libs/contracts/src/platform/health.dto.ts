export type ComponentHealth = { status: 'up' | 'down'; message?: string };

export type ProjectionHealth = {
  name: string;
  /** Global position of the last event applied, in the event store's own unit (PostgreSQL sequence, EventStoreDB log offset). */
  checkpoint: number;
  /** Events in the log not yet applied: a count of events whatever the event store, so one alarm threshold fits both. */
  lag: number;
  /** Present when counting stopped at its limit (10 000): there are at least `lag` events to apply. */
  lagCapped?: true;
};

/** GET /api/health */
export type HealthResponse = {
  status: 'ok' | 'degraded';
  database: ComponentHealth;
  redis: ComponentHealth;
  eventStore: ComponentHealth & { head: number };
  projections: ProjectionHealth[];
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
};
