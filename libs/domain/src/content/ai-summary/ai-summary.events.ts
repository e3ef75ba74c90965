import type { DomainEvent } from '../../shared/event-store.port.js';
import type { AiSummaryFields } from './rules/ai-summary-fields.js';

/**
 * Where a report came from: an admin's form, or an AI call (the gateway's call id, model and job, for the audit). The
 * AI gateway (a later issue) writes through the same command with `origin: 'ai'`.
 */
export type AiSummaryProvenance = { origin: 'admin' } | { origin: 'ai'; aiCallId: string | null; model: string | null; jobId: string | null };

export type AiSummaryCreated = DomainEvent<'AiSummaryCreated', { summaryId: number; provenance: AiSummaryProvenance } & AiSummaryFields>;
/** Only the fields that changed. */
export type AiSummaryEdited = DomainEvent<'AiSummaryEdited', { summaryId: number; changes: Partial<AiSummaryFields> }>;
export type AiSummaryDeleted = DomainEvent<'AiSummaryDeleted', { summaryId: number }>;

export type AiSummaryEvent = AiSummaryCreated | AiSummaryEdited | AiSummaryDeleted;
export const AI_SUMMARY_EVENT_TYPES = ['AiSummaryCreated', 'AiSummaryEdited', 'AiSummaryDeleted'] as const satisfies ReadonlyArray<AiSummaryEvent['type']>;
