import type { SettingDeclaration } from '../../site/rules/setting-catalogue.js';
import { OWN_AFTER } from '../../site/rules/setting-types.js';
import type { SettingEntryEvent } from '../../site/setting.events.js';
import { PROMPT_TEMPLATE_EVENT_TYPES, type PromptTemplateEvent } from './prompt-template.events.js';
import { applyPromptTemplateChange, assertPersonalTemplateCount, promptTemplateListChanges, validPromptTemplateList, type PromptTemplate } from './rules/prompt-templates.js';

/** The setting type whose streams hold the prompt templates (promptTemplateDecider). */
export const PROMPT_TEMPLATE_SETTING = 'TEMPLATE_AI_SETTING' as const;

/**
 * The AI studio's settings. Prompt templates (spec 2 §7.4): a template with a userEmail is visible only to that user; a
 * user sees shared plus own and saves only own. The list is stored one template per event (each at most 8,000
 * characters), so a user's own value is measured per entry, and at most PROMPT_TEMPLATE_LIMITS.personalMax of them.
 */
export const PROMPT_TEMPLATE_SETTINGS: readonly SettingDeclaration[] = [
  {
    type: PROMPT_TEMPLATE_SETTING,
    policy: { read: 'signed-in', write: 'admin', personal: OWN_AFTER },
    personalLimit: { maxBytes: 64 * 1024, measured: 'entry' },
    validate: (setting, ownerId) => {
      const templates = validPromptTemplateList(setting);
      assertPersonalTemplateCount(ownerId, templates.length);
      return templates;
    },
    entries: {
      eventTypes: PROMPT_TEMPLATE_EVENT_TYPES,
      changes: (stored, saved, list) => promptTemplateListChanges(stored, saved as PromptTemplate[], list),
      apply: (list, event: SettingEntryEvent) => applyPromptTemplateChange(list, event as PromptTemplateEvent),
    },
  },
];
