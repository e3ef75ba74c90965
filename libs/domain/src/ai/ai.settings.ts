import type { SettingDeclaration } from '../site/rules/setting-catalogue.js';
import { validDiagramGenerationConfig } from '../content-ai/rules/diagram-config.js';
import { validPromptSettings } from '../content-ai/batches/prompt-settings.js';

const ADMINS_ONLY = { read: 'admin', write: 'admin' } as const;

/** Prompts, models and AI configuration stay with admins (DESIGN §13: prompts live on the server). */
export const AI_SETTINGS: readonly SettingDeclaration[] = [
  'prompt_settings',
  'ADVISOR_SETTING',
  'AI_PIPELINE_SETTING',
  'VOICE_GENERATION_CONFIG',
  'IMAGE_GENERATION_CONFIG',
  'DIAGRAM_GENERATION_CONFIG',
].map((type) => ({
  type,
  policy: ADMINS_ONLY,
  ...(type === 'DIAGRAM_GENERATION_CONFIG' ? { validate: validDiagramGenerationConfig } : type === 'prompt_settings' ? { validate: validPromptSettings } : {}),
}));
