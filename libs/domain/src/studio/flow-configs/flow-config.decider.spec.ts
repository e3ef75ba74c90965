import { describe, expect, it } from '@jest/globals';
import { AI_DEFAULTS, BUILT_IN_MODELS } from '../../ai/model-catalog.js';
import { specFor } from '../../shared/decider.testing.js';
import type { FlowConfigCommand } from './flow-config.commands.js';
import { flowConfigDecider } from './flow-config.decider.js';
import type { FlowConfigEvent } from './flow-config.events.js';
import { STUDIO_STEP_NAMES, type StudioStep } from './flow-config.types.js';
import { defaultFlowSteps, hasActiveImageStep, type FlowConfigFields, type StudioModelRef } from './rules/flow-config-rules.js';

const given = specFor(flowConfigDecider);
/** The catalog as a server with these providers configured sees it (the offline voice always is). */
const catalog = (...providers: string[]): StudioModelRef[] => [
  ...BUILT_IN_MODELS.map(({ id, kind, hidden, provider }) => ({ id, kind, hidden, configured: provider === 'espeak' || providers.includes(provider) })),
  { id: 'local/qwen', kind: 'text', hidden: false, configured: providers.includes('openai') },
  { id: 'old-model', kind: 'text', hidden: true, configured: true },
];
const models = catalog('openai', 'openrouter', 'google');
const steps = defaultFlowSteps(models);
const fields: FlowConfigFields = { name: 'Bài giảng slide', layout: 'slide', aiConfigs: steps, show: true };
const created: FlowConfigEvent = { type: 'FlowConfigCreated', data: { configId: 3, ...fields } };
const create = (sent: Record<string, unknown>): FlowConfigCommand => ({ type: 'CreateFlowConfig', data: { configId: 3, fields: sent, models } });
const edit = (sent: Record<string, unknown>): FlowConfigCommand => ({ type: 'EditFlowConfig', data: { configId: 3, fields: sent, models } });
const withStep = (name: string, over: Record<string, unknown>) => steps.map((step) => (step.name === name ? { ...step, ...over } : step));

describe('AI flow config', () => {
  describe('the defaults (spec 1 §9)', () => {
    it('are layout slide and the five steps with the first text, image and voice model', () => {
      expect(steps.map((step) => [step.name, step.model])).toEqual([
        ['AI1 Text Gen AI', AI_DEFAULTS.textModel],
        ['AI2 Text Gen AI', AI_DEFAULTS.textModel],
        ['AI3 Text Output AI', AI_DEFAULTS.textModel],
        ['AI4 Image Output AI', AI_DEFAULTS.imageModel],
        ['AI5 Voice AI', AI_DEFAULTS.voiceModel],
      ]);
      expect(AI_DEFAULTS).toMatchObject({ textModel: 'anthropic/claude-3.5-haiku', imageModel: 'imagen-3.0-generate-002', voiceModel: 'gemini-tts' });
      expect(steps[0]).toEqual({ name: 'AI1 Text Gen AI', systemMessage: '', model: AI_DEFAULTS.textModel, isUse: true, useUserPrompt: false, sendDirectToOutput: false });
      expect(steps.slice(1).every((step) => !('sendDirectToOutput' in step) && !step.isUse)).toBe(true);
    });
    it('fill in what a new config leaves out', () => given([]).when(create({ name: '  Bài giảng slide ' })).then([created]));
    it('take the first model of each kind whose provider is configured (issue 24 §1.1)', () => {
      const modelsOf = (providers: string[]) => defaultFlowSteps(catalog(...providers)).map((step) => step.model);
      expect(modelsOf(['openai'])).toEqual(['gpt-4.1', 'gpt-4.1', 'gpt-4.1', 'dall-e-3', 'tts-1']);
      expect(modelsOf(['google'])).toEqual(['gemini-2.5-pro', 'gemini-2.5-pro', 'gemini-2.5-pro', 'imagen-3.0-generate-002', 'gemini-tts']);
      // Nothing configured: the offline voice; the other steps keep the spec's first model, whose call says what to configure.
      expect(modelsOf([])).toEqual([AI_DEFAULTS.textModel, AI_DEFAULTS.textModel, AI_DEFAULTS.textModel, AI_DEFAULTS.imageModel, 'espeak-ng-vi']);
      const openaiOnly = catalog('openai');
      given([])
        .when({ type: 'CreateFlowConfig', data: { configId: 3, fields: { name: 'Chỉ OpenAI' }, models: openaiOnly } })
        .then([{ type: 'FlowConfigCreated', data: { configId: 3, name: 'Chỉ OpenAI', layout: 'slide', aiConfigs: defaultFlowSteps(openaiOnly), show: true } }]);
    });
  });

  describe('when none exists', () => {
    it('creates it with what the admin chose, steps in the spec order', () => {
      const chosen = [...withStep('AI4 Image Output AI', { isUse: true, model: 'dall-e-3' })].reverse();
      given([])
        .when(create({ name: 'Bài viết', layout: 'article', aiConfigs: chosen, created_at: '2020-01-01', user_create: 'ai@khac.vn' }))
        .then([{ type: 'FlowConfigCreated', data: { configId: 3, name: 'Bài viết', layout: 'article', aiConfigs: withStep('AI4 Image Output AI', { isUse: true, model: 'dall-e-3' }), show: true } }]);
    });
    it('accepts a model an admin added to the catalog', () =>
      given([])
        .when(create({ name: 'Local', aiConfigs: withStep('AI2 Text Gen AI', { model: 'local/qwen' }) }))
        .then([{ type: 'FlowConfigCreated', data: { configId: 3, ...fields, name: 'Local', aiConfigs: withStep('AI2 Text Gen AI', { model: 'local/qwen' }) } }]));
    it("requires a name: 'Vui lòng nhập tên cấu hình'", () => {
      given([]).when(create({})).thenThrows('NAME_REQUIRED');
      given([]).when(create({ name: '   ' })).thenThrows('NAME_REQUIRED');
      given([]).when(create({ name: 42 })).thenThrows('NAME_REQUIRED');
      given([]).when(create({ name: 'x'.repeat(201) })).thenThrows('NAME_TOO_LONG');
      expect(() => flowConfigDecider.decide(create({ name: '' }), flowConfigDecider.initialState())).toThrow('Vui lòng nhập tên cấu hình');
    });
    it('takes layout article or slide only', () => given([]).when(create({ name: 'a', layout: 'video' })).thenThrows('LAYOUT_INVALID'));
    it('takes exactly the five named steps: six, four, a renamed or a repeated step is refused', () => {
      given([]).when(create({ name: 'a', aiConfigs: [...steps, { ...steps[1], name: 'AI6 Extra' }] })).thenThrows('STEPS_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: [...steps, steps[1]] })).thenThrows('STEPS_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: steps.slice(0, 4) })).thenThrows('STEPS_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: [steps[0], steps[0], steps[2], steps[3], steps[4]] })).thenThrows('STEPS_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI2 Text Gen AI', { name: 'AI2' }) })).thenThrows('STEPS_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: 'AI1' })).thenThrows('STEPS_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: [null, ...steps.slice(1)] })).thenThrows('STEPS_INVALID');
    });
    it('refuses an unknown model, a model of the wrong kind and a hidden one, naming the step', () => {
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI1 Text Gen AI', { model: 'gpt-9' }) })).thenThrows('MODEL_UNKNOWN');
      expect(() => flowConfigDecider.decide(create({ name: 'a', aiConfigs: withStep('AI1 Text Gen AI', { model: 'gpt-9' }) }), { status: 'none' })).toThrow(
        'Mô hình "gpt-9" của AI1 Text Gen AI không có trong danh sách mô hình.',
      );
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI3 Text Output AI', { model: 'dall-e-3' }) })).thenThrows('MODEL_KIND_MISMATCH');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI4 Image Output AI', { model: 'gpt-4.1' }) })).thenThrows('MODEL_KIND_MISMATCH');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI5 Voice AI', { model: 'imagen-4.0-generate-001' }) })).thenThrows('MODEL_KIND_MISMATCH');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI2 Text Gen AI', { model: 'old-model' }) })).thenThrows('MODEL_HIDDEN');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI2 Text Gen AI', { model: '' }) })).thenThrows('MODEL_REQUIRED');
    });
    it('keeps sendDirectToOutput to AI1 and useUserPrompt off AI1 (spec 1 §3, §4 rule 5)', () => {
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI2 Text Gen AI', { sendDirectToOutput: true }) })).thenThrows('SEND_DIRECT_ONLY_ON_AI1');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI1 Text Gen AI', { useUserPrompt: true }) })).thenThrows('USER_PROMPT_NOT_ON_AI1');
      // What the original client sent for the other steps (false) is accepted and not stored.
      given([])
        .when(create({ name: 'a', aiConfigs: withStep('AI3 Text Output AI', { sendDirectToOutput: false }) }))
        .then([{ type: 'FlowConfigCreated', data: { configId: 3, ...fields, name: 'a' } }]);
    });
    it('checks the flags and the system message', () => {
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI2 Text Gen AI', { isUse: 'yes' }) })).thenThrows('STEP_FLAG_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI2 Text Gen AI', { systemMessage: 5 }) })).thenThrows('SYSTEM_MESSAGE_INVALID');
      given([]).when(create({ name: 'a', aiConfigs: withStep('AI2 Text Gen AI', { systemMessage: 'x'.repeat(20_001) }) })).thenThrows('SYSTEM_MESSAGE_TOO_LONG');
      given([]).when(create({ name: 'a', show: 'true' })).thenThrows('SHOW_INVALID');
    });
    it('refuses an edit or a delete', () => {
      given([]).when(edit({ name: 'b' })).thenThrows('FLOW_CONFIG_NOT_FOUND');
      given([]).when({ type: 'DeleteFlowConfig', data: { configId: 3 } }).thenThrows('FLOW_CONFIG_NOT_FOUND');
    });
  });

  describe('when it exists', () => {
    it('refuses a second create', () => given([created]).when(create({ name: 'x' })).thenThrows('FLOW_CONFIG_EXISTS'));
    it('records only the fields that changed', () => {
      const aiConfigs = withStep('AI2 Text Gen AI', { isUse: true, useUserPrompt: true, systemMessage: 'Viết lại cho rõ.' });
      given([created])
        .when(edit({ name: 'Bài giảng slide', layout: 'article', aiConfigs }))
        .then([{ type: 'FlowConfigEdited', data: { configId: 3, changes: { layout: 'article', aiConfigs } } }]);
    });
    it('records nothing when nothing changed', () => given([created]).when(edit({ ...fields })).then([]));
    it('checks the edited whole', () => {
      given([created]).when(edit({ name: '' })).thenThrows('NAME_REQUIRED');
      given([created]).when(edit({ aiConfigs: [...steps, steps[0]] })).thenThrows('STEPS_INVALID');
    });
    it('keeps a model that was hidden after the flow chose it, but refuses choosing it anew', () => {
      const saved: FlowConfigEvent = { type: 'FlowConfigCreated', data: { configId: 3, ...fields, aiConfigs: withStep('AI2 Text Gen AI', { model: 'old-model' }) as StudioStep[] } };
      given([saved]).when(edit({ name: 'Đổi tên' })).then([{ type: 'FlowConfigEdited', data: { configId: 3, changes: { name: 'Đổi tên' } } }]);
      given([created]).when(edit({ aiConfigs: withStep('AI2 Text Gen AI', { model: 'old-model' }) })).thenThrows('MODEL_HIDDEN');
    });
    it('deletes it, and then it is gone', () => {
      given([created]).when({ type: 'DeleteFlowConfig', data: { configId: 3 } }).then([{ type: 'FlowConfigDeleted', data: { configId: 3 } }]);
      given([created, { type: 'FlowConfigDeleted', data: { configId: 3 } }]).when(edit({ name: 'x' })).thenThrows('FLOW_CONFIG_NOT_FOUND');
    });
  });

  it('knows whether a flow has an active image step', () => {
    expect(hasActiveImageStep(steps)).toBe(false);
    expect(hasActiveImageStep(withStep('AI4 Image Output AI', { isUse: true }) as StudioStep[])).toBe(true);
    expect(STUDIO_STEP_NAMES).toHaveLength(5);
  });
});
