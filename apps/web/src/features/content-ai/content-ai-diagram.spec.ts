import { describe, expect, it } from '@jest/globals';
import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import type { ContentAiTaskView } from '@k9/contracts/content-ai/content-ai.types';
import { BUILT_IN_MODELS, type AiProvider } from '@k9/domain/ai/model-catalog';
import { diagramConfigRefusal } from '@k9/domain/content-ai/rules/diagram-config';
import { diagramConfigOf } from './content-ai-configs';
import { completeModes, diagramChoices, diagramProgress, diagramTabFields } from './content-ai-diagram';
import { queueableRow } from './content-ai-queue';

const catalog = (...configured: AiProvider[]): AiCatalogModel[] => BUILT_IN_MODELS.map((model) => ({ ...model, configured: configured.includes(model.provider) }));
const row = { summary: 'Tóm tắt', avatarUrl: null, audioUrl: null, hasAudioText: false, hasDetail: true, diagram: 'none' as const };
const NO_KROKI = 'Chưa cấu hình máy chủ Kroki nên chưa tạo được diagram ảnh.';

describe('the diagram generation config modal (spec 3 §3, §5, §9)', () => {
  it('starts from type excalidraw and gpt-4o-mini for every step, prompts empty, one diagram a record', () => {
    const config = diagramConfigOf(null, catalog('openai'));
    expect(config).toEqual({
      diagramType: 'excalidraw',
      aiModel: 'gpt-4o-mini',
      ai1Model: 'gpt-4o-mini',
      ai1Prompt: '',
      ai2Model: 'gpt-4o-mini',
      ai2Prompt: '',
      ai3Model: 'gpt-4o-mini',
      ai3Prompt: '',
      ai4Model: 'gpt-4o-mini',
      ai4Prompt: '',
      quantity: 1,
    });
    // Not complete for either mode until its prompts are written, and it says so in the server's words.
    expect(completeModes(config)).toEqual([]);
    expect(diagramConfigRefusal(config, 'kroki')).toBe('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI1, Prompt AI2, Prompt AI3.');
    expect(diagramConfigRefusal(config, 'html')).toBe('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI4.');
  });

  it('keeps what an admin saved, each step\'s own model over aiModel', () => {
    const stored = { diagramType: 'plantuml', aiModel: 'gpt-4.1', ai2Model: 'gpt-4o-mini', ai4Prompt: 'Vẽ bằng HTML.', quantity: 3 };
    const config = diagramConfigOf(stored, catalog('openai'));
    expect(config).toMatchObject({ diagramType: 'plantuml', aiModel: 'gpt-4.1', ai1Model: 'gpt-4.1', ai2Model: 'gpt-4o-mini', ai4Prompt: 'Vẽ bằng HTML.', quantity: 3 });
    expect(completeModes(config)).toEqual(['html']);
    expect(completeModes({ ...config, ai1Prompt: 'a', ai2Prompt: 'b', ai3Prompt: 'c' })).toEqual(['kroki', 'html']);
  });

  it('checks on a save only the open tab\'s fields and the shared ones', () => {
    expect(diagramTabFields('kroki')).toEqual(['aiModel', 'quantity', 'diagramType', 'ai1Model', 'ai1Prompt', 'ai2Model', 'ai2Prompt', 'ai3Model', 'ai3Prompt']);
    expect(diagramTabFields('html')).toEqual(['aiModel', 'quantity', 'ai4Model', 'ai4Prompt']);
  });
});

describe('the row\'s diagram menu (spec 3 §5)', () => {
  it('offers both kinds for a record with detail and no diagram', () => {
    expect(diagramChoices(queueableRow(row), null)).toEqual([
      { mode: 'kroki', refusal: null },
      { mode: 'html', refusal: null },
    ]);
  });

  it('refuses both without detail, and Kroki alone when this server has no Kroki', () => {
    const noDetail = 'Bản ghi chưa có nội dung chi tiết (detail) để tạo diagram.';
    expect(diagramChoices(queueableRow({ ...row, hasDetail: false }), null).map((choice) => choice.refusal)).toEqual([noDetail, noDetail]);
    expect(diagramChoices(queueableRow(row), NO_KROKI)).toEqual([
      { mode: 'kroki', refusal: NO_KROKI },
      { mode: 'html', refusal: null },
    ]);
  });

  it('tells to delete the other kind first', () => {
    expect(diagramChoices(queueableRow({ ...row, diagram: 'html' }), null)[0].refusal).toBe('Bản ghi đã có diagram HTML. Vui lòng xóa diagram cũ trước khi tạo diagram ảnh.');
    expect(diagramChoices(queueableRow({ ...row, diagram: 'kroki' }), null)[1].refusal).toBe('Bản ghi đã có diagram ảnh. Vui lòng xóa diagram cũ trước khi tạo diagram HTML.');
  });
});

describe('the diagram progress modal (spec 3 screen 1: total, success, failed, stop)', () => {
  const task = (state: ContentAiTaskView['state'], counts: ContentAiTaskView['counts']): ContentAiTaskView => ({
    id: 'generate-diagram.5',
    recordId: 5,
    title: 'Dòng tiền',
    state,
    progress: 50,
    error: null,
    source: null,
    mode: 'html',
    createdAt: '2026-11-28T16:00:00.000Z',
    counts,
  });

  it('shows the task\'s counts and offers Stop while it waits or runs', () => {
    expect(diagramProgress(task('processing', { total: 4, success: 1, failed: 1 }))).toEqual({ total: 4, success: 1, failed: 1, percent: 50, running: true });
    expect(diagramProgress(task('waiting', null))).toMatchObject({ total: 0, success: 0, failed: 0, running: true });
    expect(diagramProgress(task('done', { total: 4, success: 4, failed: 0 })).running).toBe(false);
    expect(diagramProgress(task('stopped', { total: 4, success: 2, failed: 0 })).running).toBe(false);
    expect(diagramProgress(undefined)).toEqual({ total: 0, success: 0, failed: 0, percent: 0, running: false });
  });
});
