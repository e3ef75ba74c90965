export type ComponentHealth = { status: 'up' | 'down'; message?: string };

export type ProjectionHealth = { name: string; checkpoint: number; lag: number };

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
