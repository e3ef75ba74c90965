import { describe, expect, it } from '@jest/globals';
import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import { NO_PRICES } from '@k9/domain/ai/model-catalog';
import { modelChoices } from './model-choices';

const model = (id: string, kind: AiCatalogModel['kind'], over: Partial<AiCatalogModel> = {}): AiCatalogModel => ({
  id,
  kind,
  displayName: id.toUpperCase(),
  provider: 'openai',
  providerModelId: id,
  hidden: false,
  prices: NO_PRICES,
  builtIn: true,
  configured: true,
  ...over,
});

describe('model pickers', () => {
  const models = [model('gpt-4.1', 'text'), model('old', 'text', { hidden: true }), model('imagen', 'image', { configured: false }), model('gemini', 'text', { configured: false })];

  it('offer the models of the kind, hidden ones only when already chosen, and tell which ones cannot run', () => {
    expect(modelChoices(models, 'text').map(({ model: entry, title }) => [entry.id, title, entry.configured])).toEqual([
      ['gpt-4.1', 'GPT-4.1', true],
      ['gemini', 'GEMINI', false],
    ]);
    expect(modelChoices(models, 'text', 'old').map(({ title }) => title)).toEqual(['GPT-4.1', 'OLD (đã ẩn)', 'GEMINI']);
    expect(modelChoices(models, 'image').map(({ model: entry }) => entry.configured)).toEqual([false]);
  });
});
