import type { Decider } from '../../shared/decider.js';
import type { DomainEvent } from '../../shared/event-store.port.js';

/**
 * A request's idempotency key (sent by the client, e.g. a uuid per click of Send): the first request with a key gets
 * the record id, a repeat of it (a double click, a retry after a lost answer) finds the same record instead of asking
 * again. One small stream per admin and key: `ai-gen-request-<ownerId>-<key>`.
 */
export type GenerationRequestKeyAssigned = DomainEvent<'GenerationRequestKeyAssigned', { ownerId: string; key: string; generationId: number }>;
export type AssignGenerationRequestKey = { type: 'AssignGenerationRequestKey'; data: { ownerId: string; key: string; generationId: number } };

export const GENERATION_REQUEST_KEY = /^[\w-]{8,64}$/;
export const generationRequestKeyStreamId = (ownerId: string, key: string) => `ai-gen-request-${ownerId}-${key}`;

export const generationRequestKeyDecider: Decider<AssignGenerationRequestKey, GenerationRequestKeyAssigned, { generationId: number | null }> = {
  initialState: () => ({ generationId: null }),
  evolve: (_state, event) => ({ generationId: event.data.generationId }),
  decide: (command, state) => (state.generationId !== null ? [] : [{ type: 'GenerationRequestKeyAssigned', data: command.data }]),
};
