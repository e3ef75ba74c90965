import { describe, expect, it } from '@jest/globals';
import { fold } from '../shared/decider.js';
import { specFor } from '../shared/decider.testing.js';
import type { AiCatalogEvent } from './ai-catalog.events.js';
import { aiCatalogDecider, catalogModels, findModel } from './ai-catalog.decider.js';
import { AI_DEFAULTS, BUILT_IN_MODELS, NO_PRICES, SPEC_IMAGE_MODELS, SPEC_TEXT_MODELS, SPEC_VOICE_MODELS } from './model-catalog.js';

const given = specFor(aiCatalogDecider);
const added: AiCatalogEvent = {
  type: 'AiModelAdded',
  data: { model: { id: 'llama3', kind: 'text', displayName: 'Llama 3 (máy chủ nội bộ)', provider: 'openai', providerModelId: 'llama3:8b', hidden: false, prices: NO_PRICES, builtIn: false } },
};

describe('the built-in catalog', () => {
  it("holds the spec's 13 text, 8 image and 6 voice models, the offline voice and embedding models, with unique ids", () => {
    expect(SPEC_TEXT_MODELS).toHaveLength(13);
    expect(SPEC_IMAGE_MODELS).toHaveLength(8);
    expect(SPEC_VOICE_MODELS).toHaveLength(6);
    expect(new Set(BUILT_IN_MODELS.map((entry) => entry.id)).size).toBe(BUILT_IN_MODELS.length);
    expect(BUILT_IN_MODELS.filter((entry) => entry.kind === 'embedding').every((entry) => (entry.dimension ?? 0) > 0)).toBe(true);
    expect(BUILT_IN_MODELS.find((entry) => entry.provider === 'espeak')?.kind).toBe('voice');
  });
  it('has every default of spec 1 §9, spec 2 §7.5 and spec 3 §9 in it', () => {
    const ids = new Set(BUILT_IN_MODELS.map((entry) => entry.id));
    for (const key of ['textModel', 'imageModel', 'voiceModel', 'improveModel', 'embeddingModel', 'imageDescriptionModel', 'quizModel', 'ocrSummaryModel', 'essayGradingModel', 'companyOverviewModel', 'thesisSummaryModel'] as const) {
      expect(ids.has(AI_DEFAULTS[key])).toBe(true);
    }
    expect(AI_DEFAULTS.imageModel).toBe('imagen-3.0-generate-002');
    expect(AI_DEFAULTS.essayGradingModel).toBe('google/gemini-2.5-flash');
    expect([AI_DEFAULTS.voice, AI_DEFAULTS.audioFormat, AI_DEFAULTS.speechSpeed]).toEqual(['nova', 'mp3', 1]);
  });
  it('sends google/, anthropic/ and openai/ ids through OpenRouter', () => {
    for (const entry of BUILT_IN_MODELS.filter((candidate) => /^(google|anthropic|openai)\//.test(candidate.id))) expect(entry.provider).toBe('openrouter');
  });
});

describe('ai catalog', () => {
  describe('adding a model', () => {
    it('adds a model for a local OpenAI-compatible server', () =>
      given([]).when({ type: 'AddAiModel', data: { id: 'llama3', kind: 'text', displayName: ' Llama 3 (máy chủ nội bộ) ', provider: 'openai', providerModelId: 'llama3:8b' } }).then([added]));
    it('refuses an id that is taken, built in or added', () => {
      given([]).when({ type: 'AddAiModel', data: { id: 'gpt-4.1', kind: 'text', displayName: 'x', provider: 'openai', providerModelId: 'x' } }).thenThrows('MODEL_EXISTS');
      given([added]).when({ type: 'AddAiModel', data: { id: 'llama3', kind: 'text', displayName: 'x', provider: 'openai', providerModelId: 'x' } }).thenThrows('MODEL_EXISTS');
    });
    it('refuses a bad id, an embedding model without a dimension, the offline engine for text', () => {
      given([]).when({ type: 'AddAiModel', data: { id: '../x y', kind: 'text', displayName: 'x', provider: 'openai', providerModelId: 'x' } }).thenThrows('INVALID_MODEL_ID');
      given([]).when({ type: 'AddAiModel', data: { id: 'e1', kind: 'embedding', displayName: 'x', provider: 'openai', providerModelId: 'x' } }).thenThrows('INVALID_DIMENSION');
      given([]).when({ type: 'AddAiModel', data: { id: 'e2', kind: 'text', displayName: 'x', provider: 'espeak', providerModelId: 'vi' } }).thenThrows('INVALID_PROVIDER');
    });
  });
  describe('changing a model', () => {
    it('renames, hides and shows a built-in model; a hidden model can still be found', () => {
      given([]).when({ type: 'RenameAiModel', data: { modelId: 'gpt-4.1', displayName: 'GPT-4.1 (chính)' } }).then([{ type: 'AiModelRenamed', data: { modelId: 'gpt-4.1', displayName: 'GPT-4.1 (chính)' } }]);
      given([]).when({ type: 'SetAiModelHidden', data: { modelId: 'dall-e-2', hidden: true } }).then([{ type: 'AiModelHidden', data: { modelId: 'dall-e-2' } }]);
      const state = fold(aiCatalogDecider, [{ type: 'AiModelHidden', data: { modelId: 'dall-e-2' } }]);
      expect(findModel(state, 'dall-e-2')?.hidden).toBe(true);
      expect(catalogModels(state).filter((entry) => entry.hidden).map((entry) => entry.id)).toEqual(['dall-e-2']);
      given([{ type: 'AiModelHidden', data: { modelId: 'dall-e-2' } }]).when({ type: 'SetAiModelHidden', data: { modelId: 'dall-e-2', hidden: true } }).then([]);
    });
    it('prices a model and refuses negative prices', () => {
      const prices = { inputPerMillionTokens: 2, outputPerMillionTokens: 8, perImage: null, perMinuteOfSpeech: null };
      given([]).when({ type: 'PriceAiModel', data: { modelId: 'gpt-4.1', prices } }).then([{ type: 'AiModelPriced', data: { modelId: 'gpt-4.1', prices } }]);
      given([]).when({ type: 'PriceAiModel', data: { modelId: 'gpt-4.1', prices: { ...prices, perImage: -1 } } }).thenThrows('INVALID_PRICE');
    });
    it('refuses an unknown model', () => given([]).when({ type: 'RenameAiModel', data: { modelId: 'gpt-9', displayName: 'x' } }).thenThrows('UNKNOWN_MODEL'));
  });
  describe('settings', () => {
    it('sets daily limits and refuses negative ones', () => {
      given([]).when({ type: 'SetAiUsageLimits', data: { perUserDaily: 50, perClassDaily: null } }).then([{ type: 'AiUsageLimitsSet', data: { perUserDaily: 50, perClassDaily: null } }]);
      given([]).when({ type: 'SetAiUsageLimits', data: { perUserDaily: -1, perClassDaily: null } }).thenThrows('INVALID_LIMIT');
    });
    it('sets a voice as the fallback voice, never a text model', () => {
      given([]).when({ type: 'SetAiFallbackVoice', data: { modelId: 'espeak-ng-vi' } }).then([{ type: 'AiFallbackVoiceSet', data: { modelId: 'espeak-ng-vi' } }]);
      given([]).when({ type: 'SetAiFallbackVoice', data: { modelId: 'gpt-4.1' } }).thenThrows('NOT_A_VOICE');
    });
  });
});
