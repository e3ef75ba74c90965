import { describe, expect, it } from '@jest/globals';
import { CONTENT_AI_MESSAGES as M } from '../content-ai.messages.js';
import { diagramConfigProblems, isDiagramConfigComplete } from './diagram-config.js';
import { englishDescriptionPrompt, imageGenerationConfig, parseEnglishDescription, voiceGenerationConfig } from './generation-configs.js';
import { avatarButton, diagramButton, diagramRefusal, imageRefusal, voiceButton, voiceRefusal, voiceSourceText } from './row-buttons.js';
import { taskTitle } from './task-title.js';

describe('queue task title (spec 3 §9)', () => {
  it('keeps a title of 50 characters and cuts a longer one at 50 plus an ellipsis', () => {
    const fifty = 'Chiến lược giá cho chuỗi cà phê nhỏ ở Hà Nội năm 2';
    expect([...fifty]).toHaveLength(50);
    expect(taskTitle(fifty)).toBe(fifty);
    expect(taskTitle(`${fifty}025`)).toBe(`${fifty}…`);
    expect(taskTitle('  Ngắn  ')).toBe('Ngắn');
    expect(taskTitle(null)).toBe('');
  });

  it('counts whole characters, never splitting an emoji', () => {
    const title = `${'a'.repeat(49)}😀😀`;
    expect(taskTitle(title)).toBe(`${'a'.repeat(49)}😀…`);
  });
});

describe('row buttons (spec 3 §4)', () => {
  const record = { summary: 'Tóm tắt', detail: 'Chi tiết', avatarUrl: null, audioUrl: null, audioText: null, diagramUrl: [], diagramHtmlCode: [] };

  it('labels the voice button by where the record is in the queue', () => {
    expect(voiceButton(record, 'none')).toEqual({ disabled: false, label: 'Thêm vào hàng đợi' });
    expect(voiceButton(record, 'waiting')).toEqual({ disabled: true, label: 'Đã trong hàng đợi' });
    expect(voiceButton(record, 'processing')).toEqual({ disabled: true, label: 'Đang tạo voice...' });
  });

  it('disables voice without audioText or detail and once an audio exists', () => {
    expect(voiceButton({ ...record, detail: ' ' }, 'none').disabled).toBe(true);
    expect(voiceButton({ ...record, detail: '', audioText: 'Lời đọc' }, 'none').disabled).toBe(false);
    expect(voiceButton({ ...record, audioUrl: '/files/a.mp3' }, 'none').disabled).toBe(true);
  });

  it('disables the avatar once an avatar exists or while queued', () => {
    expect(avatarButton(record, 'none').disabled).toBe(false);
    expect(avatarButton({ ...record, avatarUrl: '/files/a.png' }, 'none').disabled).toBe(true);
    expect(avatarButton(record, 'waiting')).toEqual({ disabled: true, label: 'Đã trong hàng đợi' });
  });

  it('disables the diagram once a diagram of either kind exists or while queued', () => {
    expect(diagramButton(record, 'none').disabled).toBe(false);
    expect(diagramButton({ ...record, diagramUrl: ['/files/d.png'] }, 'none').disabled).toBe(true);
    expect(diagramButton({ ...record, diagramHtmlCode: ['<div></div>'] }, 'none').disabled).toBe(true);
    expect(diagramButton(record, 'processing').disabled).toBe(true);
  });
});

describe('what a record allows to queue (spec 3 §5)', () => {
  const record = { summary: 'Tóm tắt', detail: 'Chi tiết', avatarUrl: null, audioUrl: null, audioText: 'Lời kể', diagramUrl: [], diagramHtmlCode: [] };

  it('refuses an image without summary or over an existing avatar, in the spec words', () => {
    expect(imageRefusal(record)).toBeNull();
    expect(imageRefusal({ ...record, summary: '  ' })).toBe('Không có tóm tắt để tạo ảnh!');
    expect(imageRefusal({ ...record, avatarUrl: '/files/a.png' })).toBe('News này đã có ảnh!');
  });

  it('reads audioText for the story action and detail for the bulk ones, never over an audio', () => {
    expect(voiceRefusal(record, 'custom')).toBeNull();
    expect(voiceRefusal({ ...record, audioText: null }, 'custom')).toBe(M.noAudioText);
    expect(voiceRefusal({ ...record, detail: '' }, 'detail-bulk')).toBe(M.noDetail);
    expect(voiceRefusal({ ...record, detail: '' }, 'bulk')).toBe(M.noDetail);
    expect(voiceRefusal({ ...record, audioUrl: '/files/a.mp3' }, 'bulk')).toBe(M.audioExists);
    expect(voiceSourceText(record, 'custom')).toBe('Lời kể');
    expect(voiceSourceText(record, 'detail-bulk')).toBe('Chi tiết');
  });

  it('refuses a diagram without detail or while the other kind exists', () => {
    expect(diagramRefusal(record, 'kroki')).toBeNull();
    expect(diagramRefusal({ ...record, detail: null }, 'html')).toBe(M.noDetailForDiagram);
    expect(diagramRefusal({ ...record, diagramHtmlCode: ['<p>x</p>'] }, 'kroki')).toBe(M.diagramHtmlExists);
    expect(diagramRefusal({ ...record, diagramUrl: ['/files/d.png'] }, 'html')).toBe(M.diagramImageExists);
    expect(diagramRefusal({ ...record, diagramUrl: ['/files/d.png'] }, 'kroki')).toBeNull();
  });
});

describe('diagram config completeness (spec 3 §5)', () => {
  const kroki = { diagramType: 'plantuml', aiModel: 'gpt-4o-mini', ai1Model: 'gpt-4o-mini', ai1Prompt: 'p1', ai2Model: 'gpt-4o-mini', ai2Prompt: 'p2', ai3Model: 'gpt-4o-mini', ai3Prompt: 'p3' };

  it('needs diagramType, aiModel and the AI1-AI3 models and prompts in image mode', () => {
    expect(isDiagramConfigComplete(kroki, 'kroki')).toBe(true);
    expect(diagramConfigProblems({ ...kroki, ai2Prompt: ' ', diagramType: null }, 'kroki')).toEqual(['diagramType', 'ai2Prompt']);
    expect(diagramConfigProblems({ ...kroki, diagramType: 'mermaid' }, 'kroki')).toEqual(['diagramType']);
    expect(diagramConfigProblems(null, 'kroki')).toHaveLength(8);
  });

  it('needs aiModel, ai4Model and ai4Prompt in HTML mode, whatever the Kroki fields', () => {
    expect(diagramConfigProblems({ aiModel: 'gpt-4o-mini', ai4Model: 'gpt-4.1', ai4Prompt: 'vẽ' }, 'html')).toEqual([]);
    expect(diagramConfigProblems({ aiModel: 'gpt-4o-mini' }, 'html')).toEqual(['ai4Model', 'ai4Prompt']);
  });

  it('takes a quantity of 1 to 10 (default 1)', () => {
    expect(diagramConfigProblems({ ...kroki, quantity: 10 }, 'kroki')).toEqual([]);
    expect(diagramConfigProblems({ ...kroki, quantity: 0 }, 'kroki')).toEqual(['quantity']);
    expect(diagramConfigProblems({ ...kroki, quantity: 11 }, 'kroki')).toEqual(['quantity']);
    expect(diagramConfigProblems({ ...kroki, quantity: 2.5 }, 'kroki')).toEqual(['quantity']);
  });
});

describe('generation configs (spec 3 §3, §9)', () => {
  it('defaults voice to nova, mp3, speed 1 and the models the provider rule chose', () => {
    expect(voiceGenerationConfig(null, { textModel: 'gpt-4.1', audioModel: 'espeak-ng-vi' })).toMatchObject({ voice: 'nova', responseFormat: 'mp3', speed: 1, textModel: 'gpt-4.1', audioModel: 'espeak-ng-vi' });
    expect(voiceGenerationConfig({ voice: 'alloy', speed: 9, responseFormat: 'ogg', textModel: ' ' }, { textModel: 'a', audioModel: 'b' })).toMatchObject({ voice: 'alloy', speed: 1, responseFormat: 'mp3', textModel: 'a' });
  });

  it('puts the summary into the English prompt template', () => {
    const config = imageGenerationConfig({ englishPromptTemplate: 'Describe: {summary}!' }, { descriptionModel: 'gpt-4o-mini', imageModel: 'imagen-3.0-generate-002' });
    expect(englishDescriptionPrompt(config, 'Dòng tiền')).toBe('Describe: Dòng tiền!');
    expect(config.imageModel).toBe('imagen-3.0-generate-002');
  });

  it('reads the English description from text, a fenced block or JSON, and nothing from an empty answer', () => {
    expect(parseEnglishDescription('Description: A shop owner counts coins.')).toBe('A shop owner counts coins.');
    expect(parseEnglishDescription('```json\n{"description":"A chart rising"}\n```')).toBe('A chart rising');
    expect(parseEnglishDescription('"A quiet office"')).toBe('A quiet office');
    expect(parseEnglishDescription('   ')).toBeNull();
    expect(parseEnglishDescription('{"description": ""}')).toBeNull();
    expect(parseEnglishDescription('{not json')).toBeNull();
  });
});
