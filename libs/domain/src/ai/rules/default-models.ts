import { AI_DEFAULTS, OFFLINE_VOICE_MODEL_ID, type AiModel, type AiModelKind } from '../model-catalog.js';

/** A catalog entry as the default rule needs it: whether the server has its provider configured. */
export type ModelChoice = Pick<AiModel, 'id' | 'kind' | 'hidden'> & { configured: boolean };

/**
 * Every feature's default model (issue 24 §1.1): the studio's flow steps (text, image, voice), improve, the generic
 * text endpoints and runs (chat), embeddings, essay grading and the case builder. `AI_DEFAULTS` names the model each
 * prefers; the rule below decides what is actually chosen.
 */
export const AI_DEFAULT_PREFERENCES = {
  text: { kind: 'text', preferred: AI_DEFAULTS.textModel },
  improve: { kind: 'text', preferred: AI_DEFAULTS.improveModel },
  chat: { kind: 'text', preferred: AI_DEFAULTS.textModel },
  image: { kind: 'image', preferred: AI_DEFAULTS.imageModel },
  voice: { kind: 'voice', preferred: AI_DEFAULTS.voiceModel },
  embedding: { kind: 'embedding', preferred: AI_DEFAULTS.embeddingModel },
  essayGrading: { kind: 'text', preferred: AI_DEFAULTS.essayGradingModel },
  caseBuilder: { kind: 'text', preferred: AI_DEFAULTS.textModel },
} as const satisfies Record<string, { kind: AiModelKind; preferred: string }>;

export type AiDefaultPurpose = keyof typeof AI_DEFAULT_PREFERENCES;
export type AiDefaultModels = Record<AiDefaultPurpose, string>;

/**
 * The default of a kind: the preferred model when its provider is configured, else the first shown model of that kind
 * (catalog order) whose provider is configured, else the offline voice for speech. With nothing configured the
 * preferred model stays: a call then says which provider to configure, instead of a model picked at random.
 */
export function defaultModelId(kind: AiModelKind, preferred: string, models: readonly ModelChoice[]): string {
  const shown = models.filter((model) => model.kind === kind && !model.hidden);
  const configured = shown.find((model) => model.id === preferred && model.configured) ?? shown.find((model) => model.configured);
  if (configured) return configured.id;
  if (kind === 'voice') return OFFLINE_VOICE_MODEL_ID;
  return (shown.find((model) => model.id === preferred) ?? shown[0])?.id ?? preferred;
}

/** Every feature's default, from the live catalog. */
export const defaultModels = (models: readonly ModelChoice[]): AiDefaultModels =>
  Object.fromEntries(Object.entries(AI_DEFAULT_PREFERENCES).map(([purpose, { kind, preferred }]) => [purpose, defaultModelId(kind, preferred, models)])) as AiDefaultModels;
