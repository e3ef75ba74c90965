import { describe, expect, it } from '@jest/globals';
import { DomainError } from '../../shared/decider.js';
import { diagramConfigRefusal, diagramGenerationConfig, validDiagramGenerationConfig } from './diagram-config.js';
import { diagramCodePrompt, diagramHtmlPrompt, diagramSourcePrompt, extractDiagramCode, extractDiagramHtml, KROKI_DIAGRAMS } from './diagram-generation.js';

const refusalOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('DIAGRAM_GENERATION_CONFIG as a task runs it (spec 3 §3, §9)', () => {
  it('defaults the type to excalidraw and every step model to aiModel, leaving prompts unwritten', () => {
    expect(diagramGenerationConfig(null, { model: 'gpt-4o-mini' })).toEqual({
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
    const stored = diagramGenerationConfig({ aiModel: 'gpt-4.1', ai2Model: 'gpt-4o-mini', ai1Prompt: ' Phân tích ', quantity: 4, diagramType: 'c4' }, { model: 'gpt-4o-mini' });
    expect(stored).toMatchObject({ diagramType: 'c4', aiModel: 'gpt-4.1', ai1Model: 'gpt-4.1', ai2Model: 'gpt-4o-mini', ai1Prompt: 'Phân tích', quantity: 4 });
  });

  it('names the fields to fill in as the config modal does, per mode', () => {
    const unwritten = diagramGenerationConfig(null, { model: 'gpt-4o-mini' });
    expect(diagramConfigRefusal(unwritten, 'kroki')).toBe('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI1, Prompt AI2, Prompt AI3.');
    expect(diagramConfigRefusal(unwritten, 'html')).toBe('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Prompt AI4.');
    expect(diagramConfigRefusal({ ...unwritten, ai4Prompt: 'Vẽ' }, 'html')).toBeNull();
    expect(diagramConfigRefusal({ ...unwritten, ai1Prompt: 'a', ai2Prompt: 'b', ai3Prompt: 'c', quantity: 12 }, 'kroki')).toBe('Cấu hình tạo diagram chưa đầy đủ, vui lòng điền: Số lượng.');
  });
});

describe('DIAGRAM_GENERATION_CONFIG as saved', () => {
  it('keeps a partial config (each tab saves its own fields) and refuses what no mode can use', () => {
    expect(validDiagramGenerationConfig({ ai4Model: 'gpt-4.1', ai4Prompt: 'Vẽ sơ đồ', quantity: 10 })).toEqual({ ai4Model: 'gpt-4.1', ai4Prompt: 'Vẽ sơ đồ', quantity: 10 });
    expect(validDiagramGenerationConfig({ diagramType: '' })).toEqual({ diagramType: '' });
    expect(refusalOf(() => validDiagramGenerationConfig({ diagramType: 'mermaid' }))).toBe('Loại diagram phải là excalidraw, c4, plantuml hoặc blockdiag.');
    for (const quantity of [0, 11, 2.5, '3']) expect(refusalOf(() => validDiagramGenerationConfig({ quantity }))).toBe('Số lượng diagram phải là số nguyên từ 1 đến 10.');
    expect(refusalOf(() => validDiagramGenerationConfig({ ai2Model: 7 }))).toBe('Model AI2 không hợp lệ.');
    expect(refusalOf(() => validDiagramGenerationConfig({ ai3Prompt: 'x'.repeat(20_001) }))).toBe('Prompt AI3 không được quá 20.000 ký tự!');
    expect(refusalOf(() => validDiagramGenerationConfig(['plantuml']))).toBe('Cấu hình tạo diagram phải là một đối tượng JSON.');
  });
});

describe('diagram generation (spec 3 §4 Kroki and HTML modes)', () => {
  it('draws C4 as Kroki c4plantuml and Excalidraw as SVG (Kroki has no PNG for it), the rest as PNG', () => {
    expect(KROKI_DIAGRAMS).toEqual({
      excalidraw: { krokiType: 'excalidraw', format: 'svg' },
      c4: { krokiType: 'c4plantuml', format: 'png' },
      plantuml: { krokiType: 'plantuml', format: 'png' },
      blockdiag: { krokiType: 'blockdiag', format: 'png' },
    });
  });

  it('gives AI1 and AI4 the title and detail, asks repeats for another view, and tells AI3 the type', () => {
    const record = { title: 'Dòng tiền', detail: 'Thu trước, chi sau.' };
    expect(diagramSourcePrompt(record, 0, 1)).toBe('Tiêu đề: Dòng tiền\n\nNội dung chi tiết:\nThu trước, chi sau.');
    expect(diagramSourcePrompt(record, 1, 3)).toContain('diagram thứ 2/3');
    expect(diagramHtmlPrompt(record, 0, 1)).toContain('Thu trước, chi sau.');
    expect(diagramCodePrompt('A nối B', 'blockdiag')).toMatch(/^Loại diagram: blockdiag\. .*blockdiag \{ \.\.\. \}.*\n\nA nối B$/s);
  });

  it('takes the code out of a fenced or chatty answer, wrapping PlantUML and BlockDiag when the model left the frame out', () => {
    expect(extractDiagramCode('Mã đây:\n```plantuml\n@startuml\nA -> B\n@enduml\n```\nHết.', 'plantuml')).toBe('@startuml\nA -> B\n@enduml');
    expect(extractDiagramCode('A -> B', 'c4')).toBe('@startuml\nA -> B\n@enduml');
    expect(extractDiagramCode('Sơ đồ: blockdiag {\n A -> B;\n} xong', 'blockdiag')).toBe('blockdiag {\n A -> B;\n}');
    expect(extractDiagramCode('A -> B;', 'blockdiag')).toBe('blockdiag {\nA -> B;\n}');
    expect(extractDiagramCode('```json\n{"type":"excalidraw","elements":[]}\n```', 'excalidraw')).toBe('{"type":"excalidraw","elements":[]}');
    expect(extractDiagramCode('{"type":"excalidraw"}', 'excalidraw')).toBeNull();
    expect(extractDiagramCode('không phải JSON', 'excalidraw')).toBeNull();
    expect(extractDiagramCode('  ', 'plantuml')).toBeNull();
    expect(extractDiagramCode('@startuml\n@enduml', 'plantuml')).toBe('@startuml\n@enduml');
  });

  it('takes the HTML out of AI4 answer, and nothing from an answer without markup', () => {
    expect(extractDiagramHtml('```html\n<div>Sơ đồ</div>\n```')).toBe('<div>Sơ đồ</div>');
    expect(extractDiagramHtml('<svg viewBox="0 0 10 10"></svg>')).toBe('<svg viewBox="0 0 10 10"></svg>');
    expect(extractDiagramHtml('Xin lỗi, tôi không vẽ được.')).toBeNull();
  });
});
