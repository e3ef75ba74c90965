import type { AiGenHistoryRecord } from '@k9/contracts/studio/generation/generation.routes';
import { STUDIO_LIMITS, type AiFlowConfig } from '@k9/domain/studio/flow-configs/flow-config.types';
import type { SkippedStep } from '@k9/domain/studio/generation/rules/flow-plan';
import { hasActiveImageStep } from '@k9/domain/studio/flow-configs/rules/flow-config-rules';
import { GENERATION_TEXT as TEXT } from './ai-generation.messages';

/** The question box (spec 1 §2.7): the question and the config block. */
export type GenerationForm = {
  prompt: string;
  flowId: number | null;
  /** As typed (null while the field is empty); the request carries `lengthOf` it. */
  expectedLength: number | null;
  writingStyle: string;
  imageCount: number;
};

export const defaultGenerationSettings = (): Omit<GenerationForm, 'prompt' | 'flowId'> & { expectedLength: number } => ({
  expectedLength: STUDIO_LIMITS.lengthDefault,
  writingStyle: STUDIO_LIMITS.writingStyleDefault,
  imageCount: STUDIO_LIMITS.imageCountDefault,
});

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Spec 1 §5: a number from 100 to 2000; anything that is not a number falls back to 100. */
export function lengthOf(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return STUDIO_LIMITS.lengthDefault;
  return clamp(Math.round(number), STUDIO_LIMITS.lengthMin, STUDIO_LIMITS.lengthMax);
}

/** Spec 1 §5: 1 to 10 images (1 to 5 per question in batch ask). */
export function imageCountOf(value: unknown, max: number = STUDIO_LIMITS.imageCountMax): number {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return STUDIO_LIMITS.imageCountDefault;
  return clamp(Math.round(number), STUDIO_LIMITS.imageCountMin, max);
}

export const flowHasImages = (flow: AiFlowConfig | undefined | null): boolean => !!flow && hasActiveImageStep(flow.aiConfigs);
export const flowHasVoice = (flow: AiFlowConfig | undefined | null): boolean => !!flow?.aiConfigs.some((step) => step.name === 'AI5 Voice AI' && step.isUse);

/** The settings a request carries: the image count only when the flow makes images. */
export function requestSettings(form: Omit<GenerationForm, 'prompt' | 'flowId'>, flow: AiFlowConfig | undefined | null): Record<string, unknown> {
  const writingStyle = form.writingStyle.trim() || STUDIO_LIMITS.writingStyleDefault;
  return {
    expectedLength: lengthOf(form.expectedLength),
    writingStyle,
    tone: writingStyle,
    ...(flowHasImages(flow) ? { imageCount: imageCountOf(form.imageCount) } : {}),
  };
}

/** Selecting a history item loads its prompt and settings into the question box (spec 1 §4 "History selection"). */
export function formOf(record: AiGenHistoryRecord): GenerationForm {
  const settings = record.settings ?? ({} as AiGenHistoryRecord['settings']);
  return {
    prompt: record.prompt,
    flowId: record.AIGenConfigId,
    expectedLength: lengthOf(settings.expectedLength),
    writingStyle: settings.writingStyle || STUDIO_LIMITS.writingStyleDefault,
    imageCount: settings.imageCount ? imageCountOf(settings.imageCount) : STUDIO_LIMITS.imageCountDefault,
  };
}

/** A skipped step as the admin reads it: the AI step, and which of its parts ('AI4 Image Output AI (hình 1)'). */
export function skippedStepName(step: Pick<SkippedStep, 'key' | 'stepName'>): string {
  const image = /^image-(\d+)$/.exec(step.key);
  if (image) return `${step.stepName} (${TEXT.skippedImage(image[1])})`;
  if (step.key.startsWith('descriptions-')) return `${step.stepName} (${TEXT.skippedDescriptions})`;
  return step.stepName;
}

/** One row of the batch ask dialog. */
export type BatchQuestion = { key: string; prompt: string; flowId: number | null; imageCount: number };
export type BatchPlan = { valid: BatchQuestion[]; warning: string | null; errors: string[] };

/**
 * Spec 1 §5 "Batch ask": no rows is a warning, all blank is a warning, a question without a flow is an error (its first
 * 50 characters) and is skipped; the others go to the queue, each with its own flow.
 */
export function planBatch(rows: readonly BatchQuestion[]): BatchPlan {
  if (rows.length === 0) return { valid: [], warning: TEXT.addAtLeastOne, errors: [] };
  const filled = rows.map((row) => ({ ...row, prompt: row.prompt.trim() })).filter((row) => row.prompt);
  if (filled.length === 0) return { valid: [], warning: TEXT.fillAtLeastOne, errors: [] };
  const errors = filled.filter((row) => row.flowId === null).map((row) => TEXT.noFlowFor(row.prompt));
  return { valid: filled.filter((row) => row.flowId !== null), warning: null, errors };
}

/** Spec 1 §5 "Batch approve": which of the chosen items are to be published, or the spec's warning. */
export function planApproval(history: readonly AiGenHistoryRecord[], selected: readonly number[]): { ids: number[]; warning: string | null } {
  const unpublished = history.filter((record) => !record.is_create && record.state === 'completed');
  if (unpublished.length === 0) return { ids: [], warning: TEXT.noneUnpublished };
  const wanted = new Set(selected);
  const ids = unpublished.filter((record) => wanted.has(record.id)).map((record) => record.id);
  if (ids.length === 0) return { ids: [], warning: TEXT.selectAtLeastOne };
  return { ids, warning: null };
}

const MARKUP = '[\\s*_`~#>|\\\\-]*';
const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The part of the answer (markdown) a selection in the rendered result stands for: the selection as it is when the
 * answer holds it, else the shortest stretch that reads the same once markdown marks and line breaks are ignored
 * ('**dòng tiền**' is selected as 'dòng tiền'). Null when the answer has nothing like it.
 */
export function sourceOfSelection(answer: string, selection: string): string | null {
  const wanted = selection.trim();
  if (!wanted) return null;
  if (answer.includes(wanted)) return wanted;
  const letters = [...wanted.replace(/\s+/g, ' ')];
  if (letters.length > 5000) return null;
  const pattern = letters.map((char) => (char === ' ' ? '[\\s*_`~#>|-]+' : escape(char))).join(MARKUP);
  const match = new RegExp(pattern, 'u').exec(answer);
  return match ? match[0] : null;
}
