import { PROMPT_TEMPLATE_SETTINGS } from '@k9/domain';
import type { ApiContext } from '../../../platform/context.js';
import { SETTINGS } from '../../site/setting-table.js';
import { PromptTemplatesModule } from './prompt-templates.module.js';

/** Prompt templates (studio/prompt-templates): stored in TEMPLATE_AI_SETTING's streams, one event per template. */
export const promptTemplatesContext: ApiContext = {
  name: 'studio/prompt-templates',
  module: PromptTemplatesModule,
  contributes: [SETTINGS.with(PROMPT_TEMPLATE_SETTINGS)],
};
