import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { AiCallError } from './ai.types.js';
import { AiProviderRegistry } from './provider-registry.js';

const registryFor = (env: Record<string, string>) => new AiProviderRegistry(loadConfig({ SESSION_SECRET: 'test-secret-test-secret', ...env }));

describe('AI providers from the environment', () => {
  it('configures OpenAI by key, or a local OpenAI-compatible server by its base URL alone', () => {
    expect(registryFor({}).isConfigured('openai')).toBe(false);
    expect(registryFor({ OPENAI_API_KEY: 'sk-x' }).isConfigured('openai')).toBe(true);
    const local = registryFor({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' });
    expect(local.isConfigured('openai')).toBe(true);
    expect(local.baseUrlOf('openai')).toBe('http://127.0.0.1:11434/v1');
  });
  it('needs a key for OpenRouter and Gemini; the offline voice needs nothing', () => {
    const registry = registryFor({ OPENROUTER_BASE_URL: 'http://proxy', GEMINI_BASE_URL: 'http://proxy' });
    expect([registry.isConfigured('openrouter'), registry.isConfigured('google'), registry.isConfigured('espeak')]).toEqual([false, false, true]);
    expect(registryFor({ OPENROUTER_API_KEY: 'k', GEMINI_API_KEY: 'g' }).isConfigured('google')).toBe(true);
  });
  it('answers the typed "not configured" error naming the variable to set', () => {
    let caught: unknown;
    try {
      registryFor({}).adapter('google');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AiCallError);
    expect((caught as AiCallError).kind).toBe('not_configured');
    expect((caught as AiCallError).text).toContain('GEMINI_API_KEY');
  });
  it('refuses bad numbers in the AI settings at boot', () => {
    expect(() => registryFor({ AI_TIMEOUT_MS: 'nhanh' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => registryFor({ AI_MAX_RETRIES: '50' })).toThrow(/AI_MAX_RETRIES/);
  });
});
