import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import { assertPersonalValueFits } from './rules/personal-setting-limits.js';
import type { SettingCatalogue } from './rules/setting-catalogue.js';
import { SETTING_MESSAGES } from './rules/setting-types.js';
import type { ClearSetting, CreateSetting, SettingCommand, UpdateSetting } from './setting.commands.js';
import { isSettingCleared, isSettingSaved, type SettingEvent, type SettingPayload } from './setting.events.js';

export type SettingState =
  | { status: 'empty' }
  | { status: 'saved'; settingId: string; setting: SettingPayload };

export type SettingDecider = Decider<SettingCommand, SettingEvent, SettingState>;

const isPayload = (value: unknown): value is SettingPayload => typeof value === 'object' && value !== null;

type SaveData = CreateSetting['data'];

const listOf = (state: SettingState): unknown[] => (state.status === 'saved' && Array.isArray(state.setting) ? state.setting : []);

/**
 * The decider of a setting stream, over the catalogue of declared types. A value owned by a user only for types that
 * keep one per user, their lists stay lists; the value as its declaration stores it (names trimmed, the volume rounded
 * to its step) or its refusal. A list stored one entry per event is saved as the changes from the stored list.
 */
export function settingDeciderOf(catalogue: SettingCatalogue): SettingDecider {
  const assertValidValue = ({ settingType, ownerId, setting }: SaveData): void => {
    if (!isPayload(setting)) throw new DomainError('INVALID_SETTING', SETTING_MESSAGES.invalidPayload);
    if (ownerId === null) return;
    const layer = catalogue.personalLayerOf(settingType);
    if (!layer) throw new DomainError('NOT_PERSONAL', SETTING_MESSAGES.notPersonal);
    if (layer.shown === 'after-shared' && !Array.isArray(setting)) throw new DomainError('INVALID_SETTING', SETTING_MESSAGES.listRequired);
    assertPersonalValueFits(catalogue.personalLimitOf(settingType), setting);
  };

  const savedEvents = (data: SaveData, state: SettingState): SettingEvent[] => {
    const declaration = catalogue.declarationOf(data.settingType);
    const setting = declaration.validate ? declaration.validate(data.setting, data.ownerId) : data.setting;
    if (declaration.entries) return declaration.entries.changes(listOf(state), setting, { settingId: data.settingId, ownerId: data.ownerId });
    return [{ type: 'SettingSaved', data: { settingId: data.settingId, type: data.settingType, ownerId: data.ownerId, setting } }];
  };

  const create = ({ data }: CreateSetting, state: SettingState): SettingEvent[] => {
    if (state.status === 'saved') throw new DomainError('SETTING_EXISTS', SETTING_MESSAGES.alreadyExists, 'conflict');
    assertValidValue(data);
    return savedEvents(data, state);
  };

  const update = ({ data }: UpdateSetting, state: SettingState): SettingEvent[] => {
    if (state.status === 'empty') throw new DomainError('SETTING_NOT_FOUND', SETTING_MESSAGES.notFound, 'not_found');
    if (state.settingId !== data.settingId) throw new DomainError('SETTING_ID_MISMATCH', SETTING_MESSAGES.idMismatch, 'not_found');
    assertValidValue(data);
    return savedEvents(data, state);
  };

  /** Only a user's own value can go (the shared one is the default itself); with none saved there is nothing to do. */
  const clear = ({ data }: ClearSetting, state: SettingState): SettingEvent[] => {
    if (data.ownerId === null || !catalogue.personalLayerOf(data.settingType)) throw new DomainError('NOT_PERSONAL', SETTING_MESSAGES.notPersonal);
    if (state.status === 'empty') return [];
    return [{ type: 'SettingCleared', data: { settingId: state.settingId, type: data.settingType, ownerId: data.ownerId } }];
  };

  return {
    initialState: () => ({ status: 'empty' }),
    evolve: (state, event) => {
      // In a stream stored one entry per event, a SettingSaved is an event written before entries were stored one by
      // one: the whole list, which the entry events that follow change (stored events are never rewritten).
      if (isSettingSaved(event)) return { status: 'saved', settingId: event.data.settingId, setting: event.data.setting };
      if (isSettingCleared(event)) return { status: 'empty' };
      const entries = catalogue.entryDeclarationOf(event.type)?.entries;
      if (!entries) return state;
      return { status: 'saved', settingId: state.status === 'saved' ? state.settingId : event.data.settingId, setting: entries.apply(listOf(state), event) };
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
}
