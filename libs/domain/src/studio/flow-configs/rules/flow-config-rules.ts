import { DomainError } from '../../../shared/decider.js';
import type { AiModelKind } from '../../../ai/model-catalog.js';
import { defaultModels, type AiDefaultPurpose, type ModelChoice } from '../../../ai/rules/default-models.js';
import { FLOW_CONFIG_MESSAGES as M } from '../flow-config.messages.js';
import { STUDIO_STEP_NAMES, type StudioLayout, type StudioStep, type StudioStepName } from '../flow-config.types.js';

/** What an admin edits of a flow config (spec 1 §3); id, created_at and user_create come from the stream. */
export type FlowConfigFields = { name: string; layout: StudioLayout; aiConfigs: StudioStep[]; show: boolean };

/**
 * A catalog entry as the rules need it: the live catalog (admins add models) arrives with the command, each model
 * marked with whether the server has its provider configured (the defaults take configured ones).
 */
export type StudioModelRef = ModelChoice;

export const STUDIO_LAYOUTS: readonly StudioLayout[] = ['article', 'slide'];
export const FLOW_CONFIG_LIMITS = { nameMax: 200, systemMessageMax: 20_000 } as const;

/** Which kind of model each step runs: text for AI1-AI3, image for AI4, voice for AI5. */
export const STEP_MODEL_KIND: Record<StudioStepName, AiModelKind> = {
  'AI1 Text Gen AI': 'text',
  'AI2 Text Gen AI': 'text',
  'AI3 Text Output AI': 'text',
  'AI4 Image Output AI': 'image',
  'AI5 Voice AI': 'voice',
};
const KIND_LABEL: Record<AiModelKind, string> = { text: 'văn bản', image: 'hình ảnh', voice: 'giọng nói', embedding: 'embedding' };
/** Which of the features' defaults each step takes. */
const STEP_DEFAULT: Record<StudioStepName, AiDefaultPurpose> = {
  'AI1 Text Gen AI': 'text',
  'AI2 Text Gen AI': 'text',
  'AI3 Text Output AI': 'text',
  'AI4 Image Output AI': 'image',
  'AI5 Voice AI': 'voice',
};

export const isFirstStep = (name: StudioStepName) => name === STUDIO_STEP_NAMES[0];

/**
 * Spec 1 §9: a new config's five steps with the first text, image and voice model; issue 24 §1.1: the first whose
 * provider is configured (espeak-ng-vi for voice when none is), so a new flow never defaults to a model that cannot
 * run. Only AI1 starts active, so a new flow answers at once; the admin switches the others on.
 */
export const defaultFlowSteps = (models: readonly StudioModelRef[]): StudioStep[] => {
  const defaults = defaultModels(models);
  return STUDIO_STEP_NAMES.map((name) => ({
    name,
    systemMessage: '',
    model: defaults[STEP_DEFAULT[name]],
    isUse: isFirstStep(name),
    useUserPrompt: false,
    ...(isFirstStep(name) ? { sendDirectToOutput: false } : {}),
  }));
};

/** Spec 1 §9: layout slide and the default steps. */
export const defaultFlowConfigFields = (models: readonly StudioModelRef[], name = ''): FlowConfigFields => ({ name, layout: 'slide', aiConfigs: defaultFlowSteps(models), show: true });

const refuse = (code: string, message: string) => new DomainError(code, message);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function validFlag(step: StudioStepName, raw: Record<string, unknown>, field: 'isUse' | 'useUserPrompt' | 'sendDirectToOutput'): boolean {
  const value = raw[field];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw refuse('STEP_FLAG_INVALID', M.stepFlagInvalid(step, field));
  return value;
}

function validModel(name: StudioStepName, value: unknown, models: readonly StudioModelRef[], saved: StudioStep | undefined): string {
  if (typeof value !== 'string' || !value.trim()) throw refuse('MODEL_REQUIRED', M.modelRequired(name));
  const id = value.trim();
  // A model the saved step already runs stays acceptable even if admins hid it since (hidden models still run).
  if (saved?.model === id) return id;
  const model = models.find((entry) => entry.id === id);
  if (!model) throw refuse('MODEL_UNKNOWN', M.modelUnknown(name, id));
  if (model.kind !== STEP_MODEL_KIND[name]) throw refuse('MODEL_KIND_MISMATCH', M.modelKindMismatch(name, id, KIND_LABEL[STEP_MODEL_KIND[name]]));
  if (model.hidden) throw refuse('MODEL_HIDDEN', M.modelHidden(name, id));
  return id;
}

function validStep(raw: unknown, models: readonly StudioModelRef[], saved: StudioStep | undefined): StudioStep {
  const entry = raw as Record<string, unknown>;
  const step = entry.name as StudioStepName;
  const systemMessage = entry.systemMessage ?? '';
  if (typeof systemMessage !== 'string') throw refuse('SYSTEM_MESSAGE_INVALID', M.systemMessageInvalid(step));
  if (systemMessage.length > FLOW_CONFIG_LIMITS.systemMessageMax) throw refuse('SYSTEM_MESSAGE_TOO_LONG', M.systemMessageTooLong(step, FLOW_CONFIG_LIMITS.systemMessageMax));
  const useUserPrompt = validFlag(step, entry, 'useUserPrompt');
  const sendDirectToOutput = validFlag(step, entry, 'sendDirectToOutput');
  // Spec 1 §3, §4 rule 5: sendDirectToOutput exists only on AI1; useUserPrompt never on the first step.
  if (isFirstStep(step) && useUserPrompt) throw refuse('USER_PROMPT_NOT_ON_AI1', M.userPromptNotOnAi1);
  if (!isFirstStep(step) && sendDirectToOutput) throw refuse('SEND_DIRECT_ONLY_ON_AI1', M.sendDirectOnlyOnAi1);
  return {
    name: step,
    systemMessage,
    model: validModel(step, entry.model, models, saved),
    isUse: validFlag(step, entry, 'isUse'),
    useUserPrompt,
    ...(isFirstStep(step) ? { sendDirectToOutput } : {}),
  };
}

/** Exactly the five named steps, each once, in any order; stored in the spec's order. */
export function validFlowSteps(raw: unknown, models: readonly StudioModelRef[], saved?: readonly StudioStep[]): StudioStep[] {
  if (!Array.isArray(raw) || raw.length !== STUDIO_STEP_NAMES.length) throw refuse('STEPS_INVALID', M.stepsInvalid);
  const byName = new Map<string, unknown>();
  for (const entry of raw) {
    if (!isRecord(entry)) throw refuse('STEPS_INVALID', M.stepsInvalid);
    const name = entry.name;
    if (typeof name !== 'string' || !(STUDIO_STEP_NAMES as readonly string[]).includes(name) || byName.has(name)) throw refuse('STEPS_INVALID', M.stepsInvalid);
    byName.set(name, entry);
  }
  return STUDIO_STEP_NAMES.map((name) => validStep(byName.get(name), models, saved?.find((step) => step.name === name)));
}

/** The whole config as it will be stored, or the first refusal with the spec's message. */
export function validFlowConfigFields(raw: Record<string, unknown>, models: readonly StudioModelRef[], saved?: FlowConfigFields): FlowConfigFields {
  const name = typeof raw.name === 'string' ? raw.name.trim() : '';
  if (!name) throw refuse('NAME_REQUIRED', M.nameRequired);
  if (name.length > FLOW_CONFIG_LIMITS.nameMax) throw refuse('NAME_TOO_LONG', M.nameTooLong);
  if (!(STUDIO_LAYOUTS as readonly unknown[]).includes(raw.layout)) throw refuse('LAYOUT_INVALID', M.layoutInvalid);
  if (raw.show !== undefined && typeof raw.show !== 'boolean') throw refuse('SHOW_INVALID', M.showInvalid);
  return { name, layout: raw.layout as StudioLayout, aiConfigs: validFlowSteps(raw.aiConfigs, models, saved?.aiConfigs), show: raw.show ?? true };
}

/** Whether a flow has an active image step (the image-count field shows only then, spec 1 §2.7). */
export const hasActiveImageStep = (steps: readonly StudioStep[]): boolean => steps.some((step) => step.name === 'AI4 Image Output AI' && step.isUse);
