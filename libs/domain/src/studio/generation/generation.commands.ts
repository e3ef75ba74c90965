import type { FlowSnapshot, GenerationAsker, GenerationStepRecord } from './generation.events.js';
import type { FlowResult } from './rules/flow-plan.js';

/** `settings` as sent: the decider fills the defaults and checks the limits (spec 1 §5). */
export type RequestGeneration = { type: 'RequestGeneration'; data: { generationId: number; prompt: unknown; flow: FlowSnapshot; settings: Record<string, unknown>; asker: GenerationAsker } };
export type RecordGeneration = {
  type: 'RecordGeneration';
  data: {
    generationId: number;
    flow: FlowSnapshot | null;
    prompt: unknown;
    settings: Record<string, unknown>;
    anwser: unknown;
    audioUrl: unknown;
    imageUrls: unknown;
    asker: GenerationAsker;
  };
};
export type CompleteGenerationStep = { type: 'CompleteGenerationStep'; data: { generationId: number; step: GenerationStepRecord } };
export type CompleteGeneration = { type: 'CompleteGeneration'; data: { generationId: number; result: FlowResult } };
export type FailGeneration = { type: 'FailGeneration'; data: { generationId: number; message: string; stepKey: string | null; callId: string | null } };
export type RemoveGeneration = { type: 'RemoveGeneration'; data: { generationId: number } };
export type EditAnswer = { type: 'EditAnswer'; data: { generationId: number; anwser: unknown } };
export type ImproveAnswer = {
  type: 'ImproveAnswer';
  data: { generationId: number; selection: string | null; improved: string; instruction: string | null; model: string; callId: string };
};
export type AttachAudio = { type: 'AttachAudio'; data: { generationId: number; audioUrl: unknown; model: string | null; callId: string | null; recreate: boolean } };
export type DeleteGeneration = { type: 'DeleteGeneration'; data: { generationId: number } };
/**
 * Publish (spec 1 §4): the record is approved as `questionId`. `recreate`: the admin asked to recreate;
 * `answerWritten`: that publish created or replaced the question's answer (a doubled recreate wrote nothing).
 */
export type PublishGeneration = { type: 'PublishGeneration'; data: { generationId: number; questionId: number; recreate: boolean; answerWritten: boolean } };

export type GenerationCommand =
  | RequestGeneration
  | RecordGeneration
  | CompleteGenerationStep
  | CompleteGeneration
  | FailGeneration
  | RemoveGeneration
  | EditAnswer
  | ImproveAnswer
  | AttachAudio
  | DeleteGeneration
  | PublishGeneration;
