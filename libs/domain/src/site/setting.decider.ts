import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import { blankRequiredHomepageFields, HOMEPAGE_MESSAGES } from './rules/homepage-content.js';
import { personalLayerOf, SETTING_MESSAGES } from './rules/setting-types.js';
import { settingValueOf } from './rules/setting-values.js';
import type { ClearSetting, CreateSetting, SettingCommand, UpdateSetting } from './setting.commands.js';
import type { SettingEvent, SettingPayload } from './setting.events.js';

export type SettingState =
  | { status: 'empty' }
  | { status: 'saved'; settingId: string; setting: SettingPayload };

const isPayload = (value: unknown): value is SettingPayload => typeof value === 'object' && value !== null;

type SaveData = CreateSetting['data'];

/** A value owned by a user only for types that keep one per user; their lists stay lists. */
const assertValidValue = ({ settingType, ownerId, setting }: SaveData): void => {
  if (!isPayload(setting)) throw new DomainError('INVALID_SETTING', SETTING_MESSAGES.invalidPayload);
  if (settingType === 'homepage_content') {
    const blank = blankRequiredHomepageFields(setting);
    if (blank.length) throw new DomainError('HOMEPAGE_FIELDS_REQUIRED', HOMEPAGE_MESSAGES.requiredBlank(blank.map((field) => field.label)));
  }
  if (ownerId === null) return;
  const layer = personalLayerOf(settingType);
  if (!layer) throw new DomainError('NOT_PERSONAL', SETTING_MESSAGES.notPersonal);
  if (layer.shown === 'after-shared' && !Array.isArray(setting)) throw new DomainError('INVALID_SETTING', SETTING_MESSAGES.listRequired);
};

const create = ({ data }: CreateSetting, state: SettingState): SettingEvent[] => {
  if (state.status === 'saved') throw new DomainError('SETTING_EXISTS', SETTING_MESSAGES.alreadyExists, 'conflict');
  assertValidValue(data);
  return [{ type: 'SettingSaved', data: { settingId: data.settingId, type: data.settingType, ownerId: data.ownerId, setting: settingValueOf(data.settingType, data.setting) } }];
};

const update = ({ data }: UpdateSetting, state: SettingState): SettingEvent[] => {
  if (state.status === 'empty') throw new DomainError('SETTING_NOT_FOUND', SETTING_MESSAGES.notFound, 'not_found');
  if (state.settingId !== data.settingId) throw new DomainError('SETTING_ID_MISMATCH', SETTING_MESSAGES.idMismatch, 'not_found');
  assertValidValue(data);
  return [{ type: 'SettingSaved', data: { settingId: data.settingId, type: data.settingType, ownerId: data.ownerId, setting: settingValueOf(data.settingType, data.setting) } }];
};

/** Only a user's own value can go (the shared one is the default itself); with none saved there is nothing to do. */
const clear = ({ data }: ClearSetting, state: SettingState): SettingEvent[] => {
  if (data.ownerId === null || !personalLayerOf(data.settingType)) throw new DomainError('NOT_PERSONAL', SETTING_MESSAGES.notPersonal);
  if (state.status === 'empty') return [];
  return [{ type: 'SettingCleared', data: { settingId: state.settingId, type: data.settingType, ownerId: data.ownerId } }];
};

export const settingDecider: Decider<SettingCommand, SettingEvent, SettingState> = {
  initialState: () => ({ status: 'empty' }),
  evolve: (_state, event) => {
    switch (event.type) {
      case 'SettingSaved':
        return { status: 'saved', settingId: event.data.settingId, setting: event.data.setting };
      case 'SettingCleared':
        return { status: 'empty' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateSetting':
        return create(command, state);
      case 'UpdateSetting':
        return update(command, state);
      case 'ClearSetting':
        return clear(command, state);
      default:
        return assertNever(command);
    }
  },
};
