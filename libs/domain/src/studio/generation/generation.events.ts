import type { DomainEvent } from '../../shared/event-store.port.js';
import type { StudioLayout, StudioStep } from '../flow-configs/flow-config.types.js';
import type { FlowResult, StepKind } from './rules/flow-plan.js';
import type { RequestedSettings } from './rules/generation-settings.js';

/** The flow as it was when the request was made: a run (and its resume after a restart) follows this, not later edits. */
export type FlowSnapshot = { id: number; version: number; name: string; layout: StudioLayout; aiConfigs: StudioStep[] };

export type GenerationAsker = { id: string | null; email: string | null };

/** One finished step of the chain: which AI step, the model, exactly what it was asked and what it answered, the ledger call. */
export type GenerationStepRecord = {
  key: string;
  kind: StepKind;
  aiNumber: number;
  stepName: string;
  model: string;
  input: string;
  output: string;
  callId: string | null;
  /** Image steps: the stored files. */
  files?: string[];
  /** An image that failed (rule 7: skipped); `output` holds the error. */
  skipped?: boolean;
};

/** Queued by an admin: the history record exists from here on (one per request, never a second one on a resume). */
export type GenerationRequested = DomainEvent<
  'GenerationRequested',
  { generationId: number; prompt: string; flow: FlowSnapshot; settings: RequestedSettings; asker: GenerationAsker }
>;
/** Saved directly (POST /api/aiGenHistory, the original's client-side save): already finished. */
export type GenerationRecorded = DomainEvent<
  'GenerationRecorded',
  {
    generationId: number;
    AIGenConfigId: number | null;
    flowVersion: number | null;
    prompt: string;
    settings: RequestedSettings & { imageDescriptions: string[]; imageDescriptionsVi: string[]; ai3Result: string | null };
    anwser: string;
    audioUrl: string | null;
    imageUrls: string[];
    asker: GenerationAsker;
  }
>;
export type GenerationStepCompleted = DomainEvent<'GenerationStepCompleted', { generationId: number; step: GenerationStepRecord }>;
export type GenerationCompleted = DomainEvent<'GenerationCompleted', { generationId: number } & FlowResult>;
/** Rule 8: the error text is the result (`anwser`). */
export type GenerationFailed = DomainEvent<'GenerationFailed', { generationId: number; anwser: string; stepKey: string | null; callId: string | null }>;
/** Taken out of the queue while it waited (or stopped while it ran). */
export type GenerationRemoved = DomainEvent<'GenerationRemoved', { generationId: number }>;
export type AnswerEdited = DomainEvent<'AnswerEdited', { generationId: number; anwser: string }>;
/** Improve with AI: the selection (null: the whole content), the model and ledger call that made the new answer. */
export type AnswerImproved = DomainEvent<
  'AnswerImproved',
  { generationId: number; anwser: string; selection: string | null; improved: string; instruction: string | null; model: string; callId: string }
>;
/** Made by AI5 (model and call), or set by hand through PUT (both null). */
export type AudioAttached = DomainEvent<'AudioAttached', { generationId: number; audioUrl: string | null; model: string | null; callId: string | null; recreated: boolean }>;
/** Written by publish (the questions and answers part of the studio): the history item is approved (is_create). */
export type GenerationPublished = DomainEvent<'GenerationPublished', { generationId: number; questionId: number; recreated: boolean }>;
export type GenerationDeleted = DomainEvent<'GenerationDeleted', { generationId: number }>;

export type GenerationEvent =
  | GenerationRequested
  | GenerationRecorded
  | GenerationStepCompleted
  | GenerationCompleted
  | GenerationFailed
  | GenerationRemoved
  | AnswerEdited
  | AnswerImproved
  | AudioAttached
  | GenerationPublished
  | GenerationDeleted;

export const GENERATION_EVENT_TYPES = [
  'GenerationRequested',
  'GenerationRecorded',
  'GenerationStepCompleted',
  'GenerationCompleted',
  'GenerationFailed',
  'GenerationRemoved',
  'AnswerEdited',
  'AnswerImproved',
  'AudioAttached',
  'GenerationPublished',
  'GenerationDeleted',
] as const satisfies ReadonlyArray<GenerationEvent['type']>;
