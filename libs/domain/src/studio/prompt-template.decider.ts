import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import { settingStreamId } from '../site/rules/setting-types.js';
import { settingDecider, type SettingState } from '../site/setting.decider.js';
import type { SettingEvent, SettingPayload } from '../site/setting.events.js';
import type { PromptTemplateCommand } from './prompt-template.commands.js';
import { PROMPT_TEMPLATE_MESSAGES as M } from './prompt-template.messages.js';
import { DEFAULT_PROMPT_TEMPLATES, sharedPromptTemplateEntries, validPromptTemplateInput } from './rules/prompt-templates.js';

/**
 * Prompt templates live where TEMPLATE_AI_SETTING always lived: one setting stream for the shared list and one per
 * owner (`setting-TEMPLATE_AI_SETTING[-<userId>]`), so GET /api/setting/TEMPLATE_AI_SETTING keeps answering the merged
 * view and one user's save can never touch another's list. This decider speaks per template and writes the
 * setting's own event (the whole list, as every SettingSaved does).
 */
export const PROMPT_TEMPLATE_SETTING = 'TEMPLATE_AI_SETTING' as const;
export const promptTemplateStreamId = (ownerId: string | null) => settingStreamId(PROMPT_TEMPLATE_SETTING, ownerId);

type Entry = Record<string, unknown>;
/** The list as it stands: the shared one never saved is the built-in templates. */
const entriesOf = (state: SettingState, ownerId: string | null): unknown[] => {
  if (state.status === 'saved') return Array.isArray(state.setting) ? state.setting : [];
  return ownerId === null ? sharedPromptTemplateEntries(null) : [];
};
const keyOf = (entry: unknown): unknown => (typeof entry === 'object' && entry !== null ? (entry as Entry).key : undefined);
const notFound = () => new DomainError('TEMPLATE_NOT_FOUND', M.notFound, 'not_found');

const saved = (state: SettingState, data: { settingId: string; ownerId: string | null }, setting: SettingPayload): SettingEvent[] => [
  { type: 'SettingSaved', data: { settingId: state.status === 'saved' ? state.settingId : data.settingId, type: PROMPT_TEMPLATE_SETTING, ownerId: data.ownerId, setting } },
];
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function decide(command: PromptTemplateCommand, state: SettingState): SettingEvent[] {
  const entries = entriesOf(state, command.data.ownerId);
  const { data } = command;
  const marked = (entry: Entry) => (data.owner ? { ...entry, userEmail: data.owner } : entry);
  switch (command.type) {
    case 'AddPromptTemplate': {
      if (entries.some((entry) => keyOf(entry) === command.data.key)) throw new DomainError('TEMPLATE_EXISTS', M.exists, 'conflict');
      return saved(state, data, [...entries, marked({ key: command.data.key, ...validPromptTemplateInput(command.data.fields) })]);
    }
    case 'EditPromptTemplate': {
      const index = entries.findIndex((entry) => keyOf(entry) === command.data.key);
      if (index < 0) throw notFound();
      const before = entries[index] as Entry;
      const { defaultAdvisor: _old, ...kept } = before;
      const next = marked({ ...kept, ...validPromptTemplateInput({ ...before, ...command.data.fields }) });
      if (same(next, before)) return [];
      return saved(state, data, entries.map((entry, at) => (at === index ? next : entry)));
    }
    case 'DeletePromptTemplate': {
      if (!entries.some((entry) => keyOf(entry) === command.data.key)) throw notFound();
      return saved(state, data, entries.filter((entry) => keyOf(entry) !== command.data.key));
    }
    case 'RestoreDefaultPromptTemplates': {
      if (data.ownerId !== null) throw new DomainError('SHARED_ADMIN_ONLY', M.sharedAdminOnly, 'forbidden');
      const defaults = new Map(DEFAULT_PROMPT_TEMPLATES.map((entry) => [entry.key, entry]));
      const kept = entries.map((entry) => defaults.get(keyOf(entry) as string) ?? entry);
      const missing = DEFAULT_PROMPT_TEMPLATES.filter((entry) => !entries.some((other) => keyOf(other) === entry.key));
      const next = [...missing, ...kept];
      return state.status === 'saved' && same(next, state.setting) ? [] : saved(state, data, next.map((entry) => ({ ...(entry as Entry) })));
    }
    default:
      return assertNever(command);
  }
}

export const promptTemplateDecider: Decider<PromptTemplateCommand, SettingEvent, SettingState> = {
  initialState: settingDecider.initialState,
  evolve: settingDecider.evolve,
  decide,
};
