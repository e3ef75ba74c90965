import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../shared/decider.testing.js';
import { SettingCatalogue } from '../../site/rules/setting-catalogue.js';
import type { SettingCommand } from '../../site/setting.commands.js';
import { settingDeciderOf } from '../../site/setting.decider.js';
import type { SettingEvent } from '../../site/setting.events.js';
import { PROMPT_TEMPLATE_SETTINGS } from './prompt-templates.settings.js';

const settingDecider = settingDeciderOf(new SettingCatalogue(PROMPT_TEMPLATE_SETTINGS));
const given = specFor(settingDecider);
const createOwn = (setting: Record<string, unknown> | unknown[]): SettingCommand => ({
  type: 'CreateSetting',
  data: { settingId: 'p1', settingType: 'TEMPLATE_AI_SETTING', ownerId: 'u1', setting },
});

describe('TEMPLATE_AI_SETTING saved through the settings route', () => {
  it("stays a list, each entry a template, as the templates' own routes check one", () => {
    given([]).when(createOwn({ key: 'k' })).thenThrows('INVALID_SETTING');
    given([])
      .when(createOwn([{ key: 'k', label: 'Mẫu', template: 'Tóm tắt &&&', userEmail: 'a@b.vn' }]))
      .then([{ type: 'PromptTemplateAdded', data: { settingId: 'p1', ownerId: 'u1', key: 'k', template: { key: 'k', label: 'Mẫu', template: 'Tóm tắt &&&', userEmail: 'a@b.vn' } } }]);
    given([]).when(createOwn([{ key: 'k', userEmail: 'a@b.vn' }])).thenThrows('TEMPLATE_FIELDS_REQUIRED');
  });

  it('is stored as one event per template changed when a whole list is saved, never as the list', () => {
    const entry = (key: string, label = key) => ({ key, label, template: 'T &&&', userEmail: 'a@b.vn' });
    const ref = (key: string) => ({ settingId: 'p1', ownerId: 'u1', key });
    const before: SettingEvent[] = [
      { type: 'SettingSaved', data: { settingId: 'p1', type: 'TEMPLATE_AI_SETTING', ownerId: 'u1', setting: [entry('a'), entry('b'), entry('c')] } },
    ];
    const update = (setting: unknown[]): SettingCommand => ({ type: 'UpdateSetting', data: { settingId: 'p1', settingType: 'TEMPLATE_AI_SETTING', ownerId: 'u1', setting } });
    given(before)
      .when(update([entry('a'), entry('c', 'C mới'), entry('d')]))
      .then([
        { type: 'PromptTemplateRemoved', data: ref('b') },
        { type: 'PromptTemplateChanged', data: { ...ref('c'), template: entry('c', 'C mới') } },
        { type: 'PromptTemplateAdded', data: { ...ref('d'), template: entry('d') } },
      ]);
    given(before).when(update([entry('a'), entry('b'), entry('c')])).then([]);
    // The entry events fold into the list the next save starts from.
    given([...before, { type: 'PromptTemplateRemoved', data: ref('b') }]).when(update([entry('a'), entry('c')])).then([]);
  });

  it("keeps a whole list within the templates' own caps: 50 templates of 8,000 characters", () => {
    const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ key: `k${i}`, label: 'Mẫu', template: 'T' }));
    expect(settingDecider.decide(createOwn(entries(50)), settingDecider.initialState())).toHaveLength(50);
    given([]).when(createOwn(entries(51))).thenThrows('TEMPLATE_LIMIT_REACHED');
    given([]).when(createOwn([{ key: 'k', label: 'Mẫu', template: 'x'.repeat(8_001) }])).thenThrows('TEMPLATE_TOO_LONG');
  });
});
