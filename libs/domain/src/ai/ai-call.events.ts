import type { DomainEvent } from '../shared/event-store.port.js';
import type { AiProvider } from './model-catalog.js';
import type { AiCallOutcome } from './rules/ai-errors.js';

export type AiOperation = 'text' | 'text-stream' | 'web-search' | 'image' | 'speech' | 'embed';

/** Sizes of what went in and came out; tokens when the provider reports them. */
export type AiCallUsage = {
  inputChars: number;
  outputChars: number;
  inputTokens: number | null;
  outputTokens: number | null;
  images: number;
  audioSeconds: number;
  vectors: number;
};

/**
 * One call through the gateway, as an auditor reads it: which model and provider, which prompt template and version,
 * who asked (the metadata's actor) and for what, how it went. Never a key; provider error text only with secrets removed.
 */
export type AiCallDetails = {
  callId: string;
  operation: AiOperation;
  purpose: string;
  actorId: string | null;
  /** The actor's user classes when the call was made (per-class daily limits count them). */
  actorClassIds: string[];
  model: string;
  provider: AiProvider;
  providerModelId: string;
  template: { id: string; version: number } | null;
  usage: AiCallUsage;
  latencyMs: number;
  attempts: number;
  outcome: AiCallOutcome;
  /** The provider's error text, secrets removed (admins only). */
  errorText: string | null;
  /** From the admin's prices at the time of the call; null when the model is not priced. */
  estimatedCostUsd: number | null;
  /** What the call made and where it is kept (`/files/...`). */
  outputFiles: string[];
  jobId: string | null;
  startedAt: string;
};

export type AiCallRecorded = DomainEvent<'AiCallRecorded', AiCallDetails>;
export type AiCallEvent = AiCallRecorded;
