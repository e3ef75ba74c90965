import { describe, expect, it } from '@jest/globals';
import { AI_DEFAULTS, BUILT_IN_MODELS, type AiProvider } from '../model-catalog.js';
import { defaultModelId, defaultModels, type ModelChoice } from './default-models.js';

/** The built-in catalog as the server sees it with these providers configured (the offline voice always is). */
const catalog = (...providers: AiProvider[]): ModelChoice[] =>
  BUILT_IN_MODELS.map(({ id, kind, hidden, provider }) => ({ id, kind, hidden, configured: provider === 'espeak' || providers.includes(provider) }));

describe('AI defaults follow the configured providers (issue 24 §1.1)', () => {
  it('take the preferred model of AI_DEFAULTS when its provider is configured', () => {
    expect(defaultModels(catalog('openai', 'openrouter', 'google'))).toEqual({
      text: AI_DEFAULTS.textModel,
      improve: AI_DEFAULTS.improveModel,
      chat: AI_DEFAULTS.textModel,
      image: AI_DEFAULTS.imageModel,
      voice: AI_DEFAULTS.voiceModel,
      embedding: AI_DEFAULTS.embeddingModel,
      essayGrading: AI_DEFAULTS.essayGradingModel,
      caseBuilder: AI_DEFAULTS.textModel,
    });
  });

  it('with only an OpenAI-compatible server: the first OpenAI model of each kind', () => {
    expect(defaultModels(catalog('openai'))).toEqual({
      text: 'gpt-4.1',
      improve: 'gpt-4.1',
      chat: 'gpt-4.1',
      image: 'dall-e-3',
      voice: 'tts-1',
      embedding: 'text-embedding-3-small',
      essayGrading: 'gpt-4.1',
      caseBuilder: 'gpt-4.1',
    });
  });

  it('with only Google: Gemini text, Imagen, Gemini TTS and Gemini embeddings', () => {
    expect(defaultModels(catalog('google'))).toMatchObject({ text: 'gemini-2.5-pro', image: 'imagen-3.0-generate-002', voice: 'gemini-tts', embedding: 'gemini-embedding-001', essayGrading: 'gemini-2.5-pro' });
  });

  it('with nothing configured: the offline voice for speech, the preferred model elsewhere (its call names what to configure)', () => {
    expect(defaultModels(catalog())).toMatchObject({ text: AI_DEFAULTS.textModel, image: AI_DEFAULTS.imageModel, voice: 'espeak-ng-vi', embedding: AI_DEFAULTS.embeddingModel });
  });

  it('skip models an admin hid, and take a configured model an admin added', () => {
    const models: ModelChoice[] = [
      { id: 'gpt-4.1', kind: 'text', hidden: true, configured: true },
      { id: 'anthropic/claude-3.5-haiku', kind: 'text', hidden: false, configured: false },
      { id: 'local/qwen', kind: 'text', hidden: false, configured: true },
    ];
    expect(defaultModelId('text', AI_DEFAULTS.textModel, models)).toBe('local/qwen');
  });
});
