import type { DomainEvent } from '../shared/event-store.port.js';
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
 * One entry's change in a list stored one entry per event (SettingEntries; e.g. a prompt template): its type is the
 * owning context's, its data names the list. Such a stream's older SettingSaved events (whole lists) are still read.
 */
export type SettingEntryEvent = DomainEvent<string, { settingId: string; ownerId: string | null } & Record<string, unknown>>;

export type SettingEvent = SettingSaved | SettingCleared | SettingEntryEvent;

export const isSettingSaved = (event: SettingEvent): event is SettingSaved => event.type === 'SettingSaved';
export const isSettingCleared = (event: SettingEvent): event is SettingCleared => event.type === 'SettingCleared';
