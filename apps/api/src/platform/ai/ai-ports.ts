import type { AiCallDetails, AiModel, EventMetadata } from '@k9/domain';
import type { AiActor } from './ai.types.js';

/** Where the gateway finds models (the event-sourced catalog, hidden models included). */
export interface AiCatalogPort {
  find(modelId: string): Promise<AiModel | undefined>;
  fallbackVoice(): Promise<string | null>;
}

/** Where the gateway records each call (an event per call). */
export interface AiLedgerPort {
  record(details: AiCallDetails, metadata: EventMetadata): Promise<void>;
}

/** Today's per-user and per-class limits: the Vietnamese refusal, or null when the call may go ahead. */
export interface AiUsagePort {
  refusal(actor: AiActor): Promise<string | null>;
}

export const AI_CATALOG = Symbol('AI_CATALOG');
export const AI_LEDGER = Symbol('AI_LEDGER');
export const AI_USAGE = Symbol('AI_USAGE');
