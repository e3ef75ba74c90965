import { int, text, type Env } from '../../config/env.js';

export type AiProviderEndpoint = { apiKey: string | null; baseUrl: string | null };

/** The AI gateway's settings: provider keys and addresses, timeouts, retries and the default daily limits. */
export type AiConfig = {
  ai: {
    /** OPENAI_API_KEY / OPENAI_BASE_URL: OpenAI, or any OpenAI-compatible server (Ollama, vLLM ...) by its base URL. */
    openai: AiProviderEndpoint;
    /** OPENROUTER_API_KEY / OPENROUTER_BASE_URL: `google/...`, `anthropic/...`, `openai/...` model ids. */
    openrouter: AiProviderEndpoint;
    /** GEMINI_API_KEY / GEMINI_BASE_URL: Gemini text and embeddings, Imagen, Gemini TTS. */
    gemini: AiProviderEndpoint;
    /** One attempt's deadline (a stream's: between two chunks). */
    timeoutMs: number;
    /** Further attempts after a 429, a 5xx or a timeout. */
    maxRetries: number;
    /** First backoff; doubled per attempt, at most `retryMaxMs`. */
    retryBaseMs: number;
    retryMaxMs: number;
    /** Daily limits until an admin sets them on the AI page (null: none). */
    dailyCallsPerUser: number | null;
    dailyCallsPerClass: number | null;
  };
};

const optionalLimit = (env: Env, key: string, fallback: number | null): number | null =>
  text(env, key) === null ? fallback : int(env, key, 0, 0, 1_000_000);

export function readAiConfig(env: Env): AiConfig {
  const endpoint = (prefix: string): AiProviderEndpoint => ({ apiKey: text(env, `${prefix}_API_KEY`), baseUrl: text(env, `${prefix}_BASE_URL`) });
  return {
    ai: {
      openai: endpoint('OPENAI'),
      openrouter: endpoint('OPENROUTER'),
      gemini: endpoint('GEMINI'),
      timeoutMs: int(env, 'AI_TIMEOUT_MS', 120_000, 50, 3_600_000),
      maxRetries: int(env, 'AI_MAX_RETRIES', 2, 0, 5),
      retryBaseMs: int(env, 'AI_RETRY_BASE_MS', 800, 1, 60_000),
      retryMaxMs: int(env, 'AI_RETRY_MAX_MS', 8000, 1, 300_000),
      dailyCallsPerUser: optionalLimit(env, 'AI_DAILY_CALLS_PER_USER', 200),
      dailyCallsPerClass: optionalLimit(env, 'AI_DAILY_CALLS_PER_CLASS', null),
    },
  };
}
