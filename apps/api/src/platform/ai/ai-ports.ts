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

/** Units of today's limits held for a request: the counters they were taken from (serializable, so a job carries it). */
export type AiQuotaTicket = { keys: string[]; units: number };

/**
 * Today's per-user and per-class limits, reserved atomically when a request is accepted: the ticket, null when the
 * caller is not limited (admins, the system, no limits set), or a 429 with the Vietnamese refusal.
 */
export interface AiUsagePort {
  reserve(actor: AiActor, units: number): Promise<AiQuotaTicket | null>;
  giveBack(ticket: AiQuotaTicket, units: number): Promise<void>;
}

export const AI_CATALOG = Symbol('AI_CATALOG');
export const AI_LEDGER = Symbol('AI_LEDGER');
export const AI_USAGE = Symbol('AI_USAGE');
