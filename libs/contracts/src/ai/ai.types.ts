import type { AI_USAGE_GROUPS } from './ai.routes.js';
import type { AiCallOutcome, AiDefaultModels, AiModel, AiModelKind, AiModelPrices, AiOperation, AiProvider, AiUsageLimits } from '@k9/domain';

export type AiProviderStatus = {
  provider: AiProvider;
  label: string;
  configured: boolean;
  /** The environment variables that configure it (never their values). */
  variables: string[];
  /** The base URL in use when it is not the provider's own (a local server, a proxy); never a key. */
  baseUrl: string | null;
};

export type AiProviderTestResult = { provider: AiProvider; ok: boolean; model: string; latencyMs: number; message: string };

/** A catalog model, and whether this server can call it (its provider is configured): pickers mark the others. */
export type AiCatalogModel = AiModel & { configured: boolean };

/** The catalog, and each feature's default model on this server (the first configured one of its kind). */
export type AiCatalogView = { models: AiCatalogModel[]; defaults: AiDefaultModels; version: number };

export type AiSettingsView = AiUsageLimits & {
  fallbackVoice: string | null;
  /** Where each limit comes from: an admin's setting, or the server's environment default. */
  source: 'admin' | 'default';
  version: number;
};

export type AiCallRow = {
  callId: string;
  at: string;
  operation: AiOperation;
  purpose: string;
  actorId: string | null;
  actorEmail: string | null;
  model: string;
  provider: AiProvider;
  outcome: AiCallOutcome;
  latencyMs: number;
  attempts: number;
  inputTokens: number | null;
  outputTokens: number | null;
  inputChars: number;
  outputChars: number;
  estimatedCostUsd: number | null;
  errorText: string | null;
  jobId: string | null;
  correlationId: string;
  template: { id: string; version: number } | null;
  outputFiles: string[];
};

export type AiCallPage = { items: AiCallRow[]; total: number; page: number; pageSize: number };

export type AiUsageGroup = (typeof AI_USAGE_GROUPS)[number];

export type AiUsageRow = {
  key: string;
  /** A readable name for the key (the user's e-mail, the model's display name). */
  label: string;
  calls: number;
  failures: number;
  avgLatencyMs: number;
  p95LatencyMs: number;
  inputTokens: number;
  outputTokens: number;
  estimatedCostUsd: number;
};

export type AiUsageReport = { groupBy: AiUsageGroup; rows: AiUsageRow[]; totals: Omit<AiUsageRow, 'key' | 'label'> };

export type AiQueueJob = {
  queue: string;
  jobId: string;
  name: string;
  state: string;
  ownerId: string | null;
  ownerEmail: string | null;
  /** Who asked, by name (else e-mail), from the users' read model; null for the system's own jobs. */
  requester: string | null;
  purpose: string | null;
  progress: number | Record<string, unknown>;
  attemptsMade: number;
  createdAt: string;
  ageMs: number;
  failedReason: string | null;
  /** A job the scheduler repeats (a clean-up): the system's own, never stopped from the dashboard. */
  system: boolean;
};

export type AiQueueView = { name: string; counts: { waiting: number; active: number; delayed: number; completed: number; failed: number }; jobs: AiQueueJob[] };

export type AiRunStarted = { runId: string; jobId: string; queue: string };

export type AiRunView = {
  runId: string;
  state: 'running' | 'ok' | 'error' | 'stopped';
  deltas: Array<{ seq: number; delta: string }>;
  lastSeq: number;
  text: string | null;
  error: string | null;
  callId: string | null;
};

/** Spec 1 §7 ai-gen answer: text in result/answer/content; image_url; audio_base64 + audio_format; plus our addresses. */
export type AiGenResponse = {
  result?: string;
  answer?: string;
  content?: string;
  image_url?: string;
  image_urls?: string[];
  audio_url?: string;
  audio_base64?: string;
  audio_format?: string;
  model: string;
  callId: string;
};

export type AiModelKindFilter = AiModelKind;
export type { AiModelPrices };
