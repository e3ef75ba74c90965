import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { AI_MESSAGES, type AiProvider } from '@k9/domain';
import { AppConfig } from '../../config/app-config.js';
import { AiCallError, type AiProviderAdapter } from './ai.types.js';
import { ESpeakProvider } from './providers/espeak.provider.js';
import { GoogleProvider } from './providers/google.provider.js';
import { OpenAiCompatibleProvider } from './providers/openai-compatible.provider.js';

export const PROVIDER_LABELS: Record<AiProvider, string> = {
  openai: 'OpenAI (hoặc máy chủ tương thích OpenAI)',
  openrouter: 'OpenRouter',
  google: 'Google Gemini',
  espeak: 'espeak-ng (ngoại tuyến)',
};

/** What an admin sets to configure each provider (names only: the values never leave the server). */
export const PROVIDER_VARIABLES: Record<AiProvider, string[]> = {
  openai: ['OPENAI_API_KEY', 'OPENAI_BASE_URL'],
  openrouter: ['OPENROUTER_API_KEY', 'OPENROUTER_BASE_URL'],
  google: ['GEMINI_API_KEY', 'GEMINI_BASE_URL'],
  espeak: [],
};

const NOT_CONFIGURED_HINT: Record<AiProvider, string> = {
  openai: 'OPENAI_API_KEY (hoặc OPENAI_BASE_URL của một máy chủ tương thích OpenAI)',
  openrouter: 'OPENROUTER_API_KEY',
  google: 'GEMINI_API_KEY',
  espeak: '',
};

const OPENAI_URL = 'https://api.openai.com/v1';
const OPENROUTER_URL = 'https://openrouter.ai/api/v1';

/** One client per configured provider, made from the environment at boot; the keys stay inside the clients. */
@Injectable()
export class AiProviderRegistry implements OnApplicationShutdown {
  private readonly adapters = new Map<AiProvider, AiProviderAdapter>();
  private readonly baseUrls = new Map<AiProvider, string | null>();

  constructor(config: AppConfig) {
    const { openai, openrouter, gemini } = config.ai;
    if (openai.apiKey || openai.baseUrl) {
      // The Responses API's web search is OpenAI's own: OpenRouter's adapter below has none.
      this.adapters.set('openai', new OpenAiCompatibleProvider({ apiKey: openai.apiKey, baseURL: openai.baseUrl ?? OPENAI_URL, webSearch: true }));
      this.baseUrls.set('openai', openai.baseUrl);
    }
    if (openrouter.apiKey) {
      this.adapters.set('openrouter', new OpenAiCompatibleProvider({ apiKey: openrouter.apiKey, baseURL: openrouter.baseUrl ?? OPENROUTER_URL, headers: { 'X-Title': 'K9' } }));
      this.baseUrls.set('openrouter', openrouter.baseUrl);
    }
    if (gemini.apiKey) {
      this.adapters.set('google', new GoogleProvider({ apiKey: gemini.apiKey, baseUrl: gemini.baseUrl }));
      this.baseUrls.set('google', gemini.baseUrl);
    }
    this.adapters.set('espeak', new ESpeakProvider());
  }

  isConfigured(provider: AiProvider): boolean {
    return this.adapters.has(provider);
  }

  baseUrlOf(provider: AiProvider): string | null {
    return this.baseUrls.get(provider) ?? null;
  }

  /** The provider's client, or the typed "not configured" error naming what to set. */
  adapter(provider: AiProvider): AiProviderAdapter {
    const adapter = this.adapters.get(provider);
    if (!adapter) throw new AiCallError('not_configured', AI_MESSAGES.notConfigured(PROVIDER_LABELS[provider], NOT_CONFIGURED_HINT[provider]));
    return adapter;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.adapters.values()].map((adapter) => adapter.close?.()));
  }
}
