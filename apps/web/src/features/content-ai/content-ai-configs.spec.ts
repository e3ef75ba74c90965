import { describe, expect, it } from '@jest/globals';
import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import { BUILT_IN_MODELS, type AiProvider } from '@k9/domain/ai/model-catalog';
import { imageConfigOf, voiceConfigOf } from './content-ai-configs';

const catalog = (...configured: AiProvider[]): AiCatalogModel[] => BUILT_IN_MODELS.map((model) => ({ ...model, configured: configured.includes(model.provider) }));

describe('the generation settings forms start from what a task would use (spec 3 §3, §9)', () => {
  it('fills the voice settings with voice nova, mp3, speed 1 and the default models of the configured providers', () => {
    expect(voiceConfigOf(null, catalog('openai'))).toMatchObject({ textModel: 'gpt-4.1', audioModel: 'tts-1', voice: 'nova', responseFormat: 'mp3', speed: 1 });
    expect(voiceConfigOf(null, catalog('google')).audioModel).toBe('gemini-tts');
    // No provider at all: the offline voice (the polish issue's rule).
    expect(voiceConfigOf(null, catalog()).audioModel).toBe('espeak-ng-vi');
  });

  it('keeps what an admin saved over the defaults', () => {
    const stored = { textModel: 'gpt-5', audioModel: 'tts-1-hd', systemMessage: 'Đọc chậm rãi.', voice: 'alloy', responseFormat: 'wav', speed: 1.25 };
    expect(voiceConfigOf(stored, catalog('openai'))).toEqual(stored);
  });

  it('fills the image config with gpt-4o-mini and imagen-3.0-generate-002 when their providers are configured, else the first configured model', () => {
    expect(imageConfigOf(null, catalog('openai', 'google'))).toMatchObject({ descriptionModel: 'gpt-4o-mini', imageModel: 'imagen-3.0-generate-002' });
    expect(imageConfigOf(null, catalog('openai')).imageModel).toBe('dall-e-3');
    expect(imageConfigOf({ metaPrompt: 'Tông màu ấm.' }, catalog('openai')).metaPrompt).toBe('Tông màu ấm.');
  });
});
