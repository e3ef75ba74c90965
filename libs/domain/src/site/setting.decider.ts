import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import { applyPromptTemplateChange, assertPersonalTemplateCount, promptTemplateListChanges, type PromptTemplate } from '../studio/rules/prompt-templates.js';
import { blankRequiredHomepageFields, HOMEPAGE_MESSAGES } from './rules/homepage-content.js';
import { assertPersonalValueFits } from './rules/personal-setting-limits.js';
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
  assertPersonalValueFits(settingType, setting);
};

const listOf = (state: SettingState): unknown[] => (state.status === 'saved' && Array.isArray(state.setting) ? state.setting : []);

/**
 * The value as stored: the whole payload, except prompt templates, whose list is stored one change per template (a
 * whole list saved through the settings route becomes the templates it adds, changes and removes).
 */
const savedEvents = (data: SaveData, state: SettingState): SettingEvent[] => {
  const setting = settingValueOf(data.settingType, data.setting);
  if (data.settingType !== 'TEMPLATE_AI_SETTING') {
    return [{ type: 'SettingSaved', data: { settingId: data.settingId, type: data.settingType, ownerId: data.ownerId, setting } }];
  }
  const templates = setting as PromptTemplate[];
  assertPersonalTemplateCount(data.ownerId, templates.length);
  return promptTemplateListChanges(listOf(state), templates, { settingId: data.settingId, ownerId: data.ownerId });
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
  if (data.ownerId === null || !personalLayerOf(data.settingType)) throw new DomainError('NOT_PERSONAL', SETTING_MESSAGES.notPersonal);
  if (state.status === 'empty') return [];
  return [{ type: 'SettingCleared', data: { settingId: state.settingId, type: data.settingType, ownerId: data.ownerId } }];
};

export const settingDecider: Decider<SettingCommand, SettingEvent, SettingState> = {
  initialState: () => ({ status: 'empty' }),
  evolve: (state, event) => {
    switch (event.type) {
      // In a TEMPLATE_AI_SETTING stream this is an event written before templates were stored one by one: the whole
      // list, which the template events that follow change (stored events are never rewritten).
      case 'SettingSaved':
        return { status: 'saved', settingId: event.data.settingId, setting: event.data.setting };
      case 'SettingCleared':
        return { status: 'empty' };
      case 'PromptTemplateAdded':
      case 'PromptTemplateChanged':
      case 'PromptTemplateRemoved':
        return { status: 'saved', settingId: state.status === 'saved' ? state.settingId : event.data.settingId, setting: applyPromptTemplateChange(listOf(state), event) };
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
