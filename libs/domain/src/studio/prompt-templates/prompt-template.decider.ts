import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import { SettingCatalogue } from '../../site/rules/setting-catalogue.js';
import { settingStreamId } from '../../site/rules/setting-types.js';
import { settingDeciderOf, type SettingState } from '../../site/setting.decider.js';
import type { SettingEvent } from '../../site/setting.events.js';
import type { PromptTemplateCommand } from './prompt-template.commands.js';
import type { PromptTemplateEvent } from './prompt-template.events.js';
import { PROMPT_TEMPLATE_MESSAGES as M } from './prompt-template.messages.js';
import { assertPersonalTemplateCount, DEFAULT_PROMPT_TEMPLATES, type PromptTemplate, validPromptTemplateInput } from './rules/prompt-templates.js';
import { PROMPT_TEMPLATE_SETTING, PROMPT_TEMPLATE_SETTINGS } from './prompt-templates.settings.js';

/**
 * Prompt templates live where TEMPLATE_AI_SETTING always lived: one setting stream for the shared list and one per
 * owner (`setting-TEMPLATE_AI_SETTING[-<userId>]`), so GET /api/setting/TEMPLATE_AI_SETTING keeps answering the merged
 * view and one user's save can never touch another's list. This decider speaks per template and writes one event per
 * template it changes, never the list (the settings decider's evolve folds both, and the lists stored whole before).
 */
export const promptTemplateStreamId = (ownerId: string | null) => settingStreamId(PROMPT_TEMPLATE_SETTING, ownerId);

type Entry = Record<string, unknown>;
type ListRef = { settingId: string; ownerId: string | null };

const entriesOf = (state: SettingState): unknown[] => (state.status === 'saved' && Array.isArray(state.setting) ? state.setting : []);
const keyOf = (entry: unknown): unknown => (typeof entry === 'object' && entry !== null ? (entry as Entry).key : undefined);
const notFound = () => new DomainError('TEMPLATE_NOT_FOUND', M.notFound, 'not_found');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const added = (list: ListRef, template: PromptTemplate): PromptTemplateEvent => ({ type: 'PromptTemplateAdded', data: { ...list, key: template.key, template } });
const changed = (list: ListRef, template: PromptTemplate): PromptTemplateEvent => ({ type: 'PromptTemplateChanged', data: { ...list, key: template.key, template } });

/**
 * The shared list never saved reads as the built-in templates; its first change writes them first, one event each, so
 * that the stream says what the list holds without depending on this version's built-in list.
 */
const builtInsFirst = (state: SettingState, list: ListRef): PromptTemplateEvent[] =>
  state.status === 'empty' && list.ownerId === null ? DEFAULT_PROMPT_TEMPLATES.map((entry) => added(list, { ...entry })) : [];

function decide(command: PromptTemplateCommand, state: SettingState): PromptTemplateEvent[] {
  const { data } = command;
  const list: ListRef = { settingId: state.status === 'saved' ? state.settingId : data.settingId, ownerId: data.ownerId };
  const first = builtInsFirst(state, list);
  const entries = first.length ? first.map((event) => (event as { data: { template: PromptTemplate } }).data.template) : entriesOf(state);
  const marked = (entry: PromptTemplate): PromptTemplate => (data.owner ? { ...entry, userEmail: data.owner } : entry);
  switch (command.type) {
    case 'AddPromptTemplate': {
      if (entries.some((entry) => keyOf(entry) === command.data.key)) throw new DomainError('TEMPLATE_EXISTS', M.exists, 'conflict');
      assertPersonalTemplateCount(data.ownerId, entries.filter((entry) => typeof keyOf(entry) === 'string').length + 1);
      return [...first, added(list, marked({ key: command.data.key, ...validPromptTemplateInput(command.data.fields) }))];
    }
    case 'EditPromptTemplate': {
      const before = entries.find((entry) => keyOf(entry) === command.data.key) as Entry | undefined;
      if (!before) throw notFound();
      // What the edit does not name stays (a shared template's userEmail marking it for one user, say).
      const { defaultAdvisor: _old, ...kept } = before;
      const next = marked({ ...kept, ...validPromptTemplateInput({ ...before, ...command.data.fields }) } as PromptTemplate);
      if (same(next, before)) return [];
      return [...first, changed(list, next)];
    }
    case 'DeletePromptTemplate': {
      if (!entries.some((entry) => keyOf(entry) === command.data.key)) throw notFound();
      return [...first, { type: 'PromptTemplateRemoved', data: { ...list, key: command.data.key } }];
    }
    case 'RestoreDefaultPromptTemplates': {
      if (data.ownerId !== null) throw new DomainError('SHARED_ADMIN_ONLY', M.sharedAdminOnly, 'forbidden');
      // Never saved: it already is the built-in list.
      if (first.length) return [];
      return DEFAULT_PROMPT_TEMPLATES.flatMap((entry) => {
        const stored = entries.find((other) => keyOf(other) === entry.key);
        if (!stored) return [added(list, { ...entry })];
        return same(stored, entry) ? [] : [changed(list, { ...entry })];
      });
    }
    default:
      return assertNever(command);
  }
}

/** The stream folds as the settings decider folds it, with the templates' own entry store (PROMPT_TEMPLATE_SETTINGS). */
const templateSettings = settingDeciderOf(new SettingCatalogue(PROMPT_TEMPLATE_SETTINGS));

export const promptTemplateDecider: Decider<PromptTemplateCommand, SettingEvent, SettingState> = {
  initialState: templateSettings.initialState,
  evolve: templateSettings.evolve,
  decide,
};
