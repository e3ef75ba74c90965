import type { FakeAiProvider } from '../fakes/fake-ai-providers.js';

/** Keys that look real, so a test can search responses, events and logs for them. */
export const TEST_KEYS = {
  openai: 'sk-test-openai-0123456789abcdefSECRET',
  openrouter: 'sk-or-v1-test-0123456789abcdefSECRET',
  gemini: 'AIzaTestGemini0123456789abcdefSECRET',
};

/** The environment pointing every provider at the fakes, with short deadlines and backoffs for the tests. */
export const aiTestEnv = (openai: FakeAiProvider, gemini: FakeAiProvider, extra: Record<string, string> = {}): Record<string, string> => ({
  OPENAI_API_KEY: TEST_KEYS.openai,
  OPENAI_BASE_URL: `${openai.url}/v1`,
  OPENROUTER_API_KEY: TEST_KEYS.openrouter,
  OPENROUTER_BASE_URL: `${openai.url}/openrouter/v1`,
  GEMINI_API_KEY: TEST_KEYS.gemini,
  GEMINI_BASE_URL: gemini.url,
  AI_TIMEOUT_MS: '400',
  AI_RETRY_BASE_MS: '5',
  AI_MAX_RETRIES: '2',
  ...extra,
});

/** A Redis key prefix of this app alone: its AI workers must not take jobs of other apps on the same Redis. */
export const ownJobs = () => ({ jobs: { prefix: `${process.env.K9_TEST_DB_PREFIX ?? 'k9_test_'}ai_${crypto.randomUUID().slice(0, 8)}` } });
