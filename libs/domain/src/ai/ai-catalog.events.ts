import type { DomainEvent } from '../shared/event-store.port.js';
import type { AiModel, AiModelPrices } from './model-catalog.js';

/** null: no limit. */
export type AiUsageLimits = { perUserDaily: number | null; perClassDaily: number | null };

export type AiModelAdded = DomainEvent<'AiModelAdded', { model: AiModel }>;
export type AiModelRenamed = DomainEvent<'AiModelRenamed', { modelId: string; displayName: string }>;
export type AiModelHidden = DomainEvent<'AiModelHidden', { modelId: string }>;
export type AiModelShown = DomainEvent<'AiModelShown', { modelId: string }>;
export type AiModelPriced = DomainEvent<'AiModelPriced', { modelId: string; prices: AiModelPrices }>;
export type AiUsageLimitsSet = DomainEvent<'AiUsageLimitsSet', AiUsageLimits>;
/** The voice used when the chosen voice's provider is not configured; null: none (answer "not configured"). */
export type AiFallbackVoiceSet = DomainEvent<'AiFallbackVoiceSet', { modelId: string | null }>;

export type AiCatalogEvent = AiModelAdded | AiModelRenamed | AiModelHidden | AiModelShown | AiModelPriced | AiUsageLimitsSet | AiFallbackVoiceSet;
export const AI_CATALOG_EVENT_TYPES = ['AiModelAdded', 'AiModelRenamed', 'AiModelHidden', 'AiModelShown', 'AiModelPriced', 'AiUsageLimitsSet', 'AiFallbackVoiceSet'] as const;
