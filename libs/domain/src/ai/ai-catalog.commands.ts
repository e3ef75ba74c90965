import type { AiUsageLimits } from './ai-catalog.events.js';
import type { AiModelKind, AiModelPrices, AiProvider } from './model-catalog.js';

export type AddAiModel = {
  type: 'AddAiModel';
  data: { id: string; kind: AiModelKind; displayName: string; provider: AiProvider; providerModelId: string; dimension?: number; prices?: AiModelPrices };
};
export type RenameAiModel = { type: 'RenameAiModel'; data: { modelId: string; displayName: string } };
export type SetAiModelHidden = { type: 'SetAiModelHidden'; data: { modelId: string; hidden: boolean } };
export type PriceAiModel = { type: 'PriceAiModel'; data: { modelId: string; prices: AiModelPrices } };
export type SetAiUsageLimits = { type: 'SetAiUsageLimits'; data: AiUsageLimits };
export type SetAiFallbackVoice = { type: 'SetAiFallbackVoice'; data: { modelId: string | null } };

export type AiCatalogCommand = AddAiModel | RenameAiModel | SetAiModelHidden | PriceAiModel | SetAiUsageLimits | SetAiFallbackVoice;
