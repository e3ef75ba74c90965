import { describe, expect, it } from '@jest/globals';
import type { ModelChoice } from '@k9/domain';
import type { AiDefaults } from '../ai/ai-defaults.js';
import type { SettingsRepository } from '../site/settings.repository.js';
import { ThesisSummaryModel } from './thesis-summary-model.js';

const text = (id: string, configured: boolean): ModelChoice => ({ id, kind: 'text', hidden: false, configured });
const modelOf = (setting: Record<string, unknown> | null, choices: ModelChoice[]) =>
  new ThesisSummaryModel({ find: async () => ({ setting }) } as unknown as SettingsRepository, { choices: async () => choices } as unknown as AiDefaults).current();

describe('the thesis summary model (spec 2 §7.5, issue 30 §2)', () => {
  const openaiAndOpenRouter = [text('google/gemini-2.5-flash', true), text('gpt-4.1-2025-04-14', true)];
  const openRouterOnly = [text('google/gemini-2.5-flash', true), text('gpt-4.1-2025-04-14', false)];

  it('is gpt-4.1-2025-04-14 until an admin saves another', async () => {
    expect(await modelOf(null, openaiAndOpenRouter)).toBe('gpt-4.1-2025-04-14');
    expect(await modelOf({ summaryModel: 'google/gemini-2.5-flash' }, openaiAndOpenRouter)).toBe('google/gemini-2.5-flash');
  });

  it('is the first configured text model when no configured provider serves it', async () => {
    expect(await modelOf(null, openRouterOnly)).toBe('google/gemini-2.5-flash');
    expect(await modelOf({ summaryModel: 5 }, openRouterOnly)).toBe('google/gemini-2.5-flash');
  });

  it('stays the preferred model with nothing configured, so the call says what to configure', async () => {
    expect(await modelOf(null, [text('google/gemini-2.5-flash', false), text('gpt-4.1-2025-04-14', false)])).toBe('gpt-4.1-2025-04-14');
  });
});
