import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { AddAiModel, AiCatalogCommand, PriceAiModel, RenameAiModel, SetAiFallbackVoice, SetAiModelHidden, SetAiUsageLimits } from './ai-catalog.commands.js';
import type { AiCatalogEvent, AiUsageLimits } from './ai-catalog.events.js';
import { AI_MESSAGES } from './ai.messages.js';
import { AI_MODEL_KINDS, AI_PROVIDERS, BUILT_IN_MODELS, NO_PRICES, type AiModel, type AiModelPrices } from './model-catalog.js';

/** The whole catalog and the AI settings live in one small stream: every admin change is one event in it. */
export const AI_CATALOG_STREAM = 'ai-catalog';

type ModelChanges = { displayName?: string; hidden?: boolean; prices?: AiModelPrices };

export type AiCatalogState = {
  added: Record<string, AiModel>;
  changes: Record<string, ModelChanges>;
  limits: AiUsageLimits;
  fallbackVoice: string | null;
};

/** No limit until an admin sets one (the config's defaults apply then: see the API's AI config). */
export const NO_LIMITS: AiUsageLimits = { perUserDaily: null, perClassDaily: null };

//// Reading the state

/** Built-in models with the admins' changes, then the models admins added, in the order they were added. */
export function catalogModels(state: AiCatalogState): AiModel[] {
  return [...BUILT_IN_MODELS, ...Object.values(state.added)].map((entry) => ({ ...entry, ...(state.changes[entry.id] ?? {}) }));
}

export function findModel(state: AiCatalogState, modelId: string): AiModel | undefined {
  const entry = BUILT_IN_MODELS.find((candidate) => candidate.id === modelId) ?? state.added[modelId];
  return entry ? { ...entry, ...(state.changes[modelId] ?? {}) } : undefined;
}

//// Rules

const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._/:-]{0,99}$/;
const isPrice = (value: number | null) => value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1_000_000);
const isLimit = (value: number | null) => value === null || (Number.isSafeInteger(value) && value >= 0 && value <= 1_000_000);

const assertDisplayName = (name: string) => {
  if (typeof name !== 'string' || name.trim().length < 1 || name.trim().length > 100) throw new DomainError('INVALID_DISPLAY_NAME', AI_MESSAGES.invalidDisplayName);
};
const assertPrices = (prices: AiModelPrices) => {
  const values = [prices.inputPerMillionTokens, prices.outputPerMillionTokens, prices.perImage, prices.perMinuteOfSpeech];
  if (!values.every(isPrice)) throw new DomainError('INVALID_PRICE', AI_MESSAGES.invalidPrice);
};
const existing = (state: AiCatalogState, modelId: string): AiModel => {
  const found = findModel(state, modelId);
  if (!found) throw new DomainError('UNKNOWN_MODEL', AI_MESSAGES.unknownModel(modelId), 'not_found');
  return found;
};

//// Decide

const add = ({ data }: AddAiModel, state: AiCatalogState): AiCatalogEvent[] => {
  if (typeof data.id !== 'string' || !MODEL_ID.test(data.id)) throw new DomainError('INVALID_MODEL_ID', AI_MESSAGES.invalidModelId);
  if (findModel(state, data.id)) throw new DomainError('MODEL_EXISTS', AI_MESSAGES.modelExists(data.id), 'conflict');
  if (!AI_MODEL_KINDS.includes(data.kind)) throw new DomainError('INVALID_KIND', AI_MESSAGES.invalidKind);
  if (!AI_PROVIDERS.includes(data.provider)) throw new DomainError('INVALID_PROVIDER', AI_MESSAGES.invalidProvider);
  if (data.provider === 'espeak' && data.kind !== 'voice') throw new DomainError('INVALID_PROVIDER', AI_MESSAGES.offlineVoiceOnly);
  assertDisplayName(data.displayName);
  const providerModelId = typeof data.providerModelId === 'string' ? data.providerModelId.trim() : '';
  if (providerModelId.length < 1 || providerModelId.length > 200) throw new DomainError('INVALID_PROVIDER_MODEL_ID', AI_MESSAGES.invalidProviderModelId);
  const needsDimension = data.kind === 'embedding';
  if (needsDimension && !(Number.isSafeInteger(data.dimension) && data.dimension! >= 1 && data.dimension! <= 10_000)) {
    throw new DomainError('INVALID_DIMENSION', AI_MESSAGES.invalidDimension);
  }
  const prices = data.prices ?? NO_PRICES;
  assertPrices(prices);
  const model: AiModel = {
    id: data.id,
    kind: data.kind,
    displayName: data.displayName.trim(),
    provider: data.provider,
    providerModelId,
    hidden: false,
    prices,
    builtIn: false,
    ...(needsDimension ? { dimension: data.dimension } : {}),
  };
  return [{ type: 'AiModelAdded', data: { model } }];
};

const rename = ({ data }: RenameAiModel, state: AiCatalogState): AiCatalogEvent[] => {
  const current = existing(state, data.modelId);
  assertDisplayName(data.displayName);
  const displayName = data.displayName.trim();
  return displayName === current.displayName ? [] : [{ type: 'AiModelRenamed', data: { modelId: data.modelId, displayName } }];
};

const setHidden = ({ data }: SetAiModelHidden, state: AiCatalogState): AiCatalogEvent[] => {
  const current = existing(state, data.modelId);
  if (current.hidden === data.hidden) return [];
  return [{ type: data.hidden ? 'AiModelHidden' : 'AiModelShown', data: { modelId: data.modelId } }];
};

const price = ({ data }: PriceAiModel, state: AiCatalogState): AiCatalogEvent[] => {
  existing(state, data.modelId);
  assertPrices(data.prices);
  return [{ type: 'AiModelPriced', data: { modelId: data.modelId, prices: { ...data.prices } } }];
};

const setLimits = ({ data }: SetAiUsageLimits): AiCatalogEvent[] => {
  if (!isLimit(data.perUserDaily) || !isLimit(data.perClassDaily)) throw new DomainError('INVALID_LIMIT', AI_MESSAGES.invalidLimit);
  return [{ type: 'AiUsageLimitsSet', data: { perUserDaily: data.perUserDaily, perClassDaily: data.perClassDaily } }];
};

const setFallbackVoice = ({ data }: SetAiFallbackVoice, state: AiCatalogState): AiCatalogEvent[] => {
  if (data.modelId !== null && existing(state, data.modelId).kind !== 'voice') throw new DomainError('NOT_A_VOICE', AI_MESSAGES.notAVoice(data.modelId));
  return data.modelId === state.fallbackVoice ? [] : [{ type: 'AiFallbackVoiceSet', data: { modelId: data.modelId } }];
};

//// Evolve

const change = (state: AiCatalogState, modelId: string, changes: ModelChanges): AiCatalogState => ({
  ...state,
  changes: { ...state.changes, [modelId]: { ...(state.changes[modelId] ?? {}), ...changes } },
});

export const aiCatalogDecider: Decider<AiCatalogCommand, AiCatalogEvent, AiCatalogState> = {
  initialState: () => ({ added: {}, changes: {}, limits: NO_LIMITS, fallbackVoice: null }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'AiModelAdded':
        return { ...state, added: { ...state.added, [event.data.model.id]: event.data.model } };
      case 'AiModelRenamed':
        return change(state, event.data.modelId, { displayName: event.data.displayName });
      case 'AiModelHidden':
        return change(state, event.data.modelId, { hidden: true });
      case 'AiModelShown':
        return change(state, event.data.modelId, { hidden: false });
      case 'AiModelPriced':
        return change(state, event.data.modelId, { prices: event.data.prices });
      case 'AiUsageLimitsSet':
        return { ...state, limits: event.data };
      case 'AiFallbackVoiceSet':
        return { ...state, fallbackVoice: event.data.modelId };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddAiModel':
        return add(command, state);
      case 'RenameAiModel':
        return rename(command, state);
      case 'SetAiModelHidden':
        return setHidden(command, state);
      case 'PriceAiModel':
        return price(command, state);
      case 'SetAiUsageLimits':
        return setLimits(command);
      case 'SetAiFallbackVoice':
        return setFallbackVoice(command, state);
      default:
        return assertNever(command);
    }
  },
};
