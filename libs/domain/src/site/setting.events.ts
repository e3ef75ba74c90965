import type { DomainEvent } from '../shared/event-store.port.js';
import type { PromptTemplateEvent } from '../studio/prompt-template.events.js';
import type { SettingType } from './rules/setting-types.js';

export type SettingPayload = Record<string, unknown> | unknown[];

/** The whole payload every time, so any version can be read (and restored) on its own. */
export type SettingSaved = DomainEvent<
  'SettingSaved',
  { settingId: string; type: SettingType; ownerId: string | null; setting: SettingPayload }
>;

/** A user's own value dropped (personal types only): the shared default shows again. */
export type SettingCleared = DomainEvent<'SettingCleared', { settingId: string; type: SettingType; ownerId: string }>;

/**
 * A TEMPLATE_AI_SETTING stream also holds one event per template change (PromptTemplateEvent): its list is never
 * stored whole again. Its older SettingSaved events (whole lists) are still read as they are.
 */
export type SettingEvent = SettingSaved | SettingCleared | PromptTemplateEvent;
