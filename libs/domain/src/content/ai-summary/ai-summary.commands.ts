import type { AiSummaryProvenance } from './ai-summary.events.js';

/** `year`: the current year in Vietnam, from the command's time (the yearly parameter tables' columns). */
export type CreateAiSummary = {
  type: 'CreateAiSummary';
  data: { summaryId: number; fields: Record<string, unknown>; provenance: AiSummaryProvenance; year: number };
};
/** Fields left out keep their value. */
export type EditAiSummary = { type: 'EditAiSummary'; data: { summaryId: number; fields: Record<string, unknown>; year: number } };
export type DeleteAiSummary = { type: 'DeleteAiSummary'; data: { summaryId: number } };

export type AiSummaryCommand = CreateAiSummary | EditAiSummary | DeleteAiSummary;
