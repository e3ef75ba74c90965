import type { DiagramType } from './diagram-config.js';

/**
 * How Kroki draws each configured type (spec 3 §3 diagramType): C4 is Kroki's `c4plantuml`; Excalidraw is drawn as SVG
 * only (Kroki has no PNG for it), the others as PNG. An SVG is only ever shown through `<img>` (the file is served as a
 * download under a sandbox CSP, never inline).
 */
export const KROKI_DIAGRAMS: Record<DiagramType, { krokiType: string; format: 'png' | 'svg' }> = {
  excalidraw: { krokiType: 'excalidraw', format: 'svg' },
  c4: { krokiType: 'c4plantuml', format: 'png' },
  plantuml: { krokiType: 'plantuml', format: 'png' },
  blockdiag: { krokiType: 'blockdiag', format: 'png' },
};

/** What each diagram type's code looks like, told to AI3 with its input. */
const CODE_HINTS: Record<DiagramType, string> = {
  excalidraw: 'một tài liệu Excalidraw JSON hợp lệ ({"type":"excalidraw","version":2,"elements":[...]})',
  c4: 'mã C4-PlantUML bắt đầu bằng @startuml và kết thúc bằng @enduml (dùng thư viện C4 của PlantUML)',
  plantuml: 'mã PlantUML bắt đầu bằng @startuml và kết thúc bằng @enduml',
  blockdiag: 'mã BlockDiag dạng blockdiag { ... }',
};

type Source = { title?: string | null; detail?: string | null };

const repeatNote = (index: number, total: number) =>
  total > 1 ? `\n\nĐây là diagram thứ ${index + 1}/${total} cho cùng bài viết: hãy chọn một góc nhìn khác với các diagram trước.` : '';

/** AI1's input (Kroki mode): the record's title and detail (spec 3 §5: a diagram needs detail). */
export function diagramSourcePrompt(record: Source, index: number, total: number): string {
  return `Tiêu đề: ${(record.title ?? '').trim()}\n\nNội dung chi tiết:\n${(record.detail ?? '').trim()}${repeatNote(index, total)}`;
}

/** AI3's input: AI2's design, with the diagram type whose code it must write. */
export function diagramCodePrompt(design: string, type: DiagramType): string {
  return `Loại diagram: ${type}. Chỉ trả lời bằng ${CODE_HINTS[type]}, không giải thích.\n\n${design.trim()}`;
}

/** AI4's input (HTML mode): the record's title and detail. */
export function diagramHtmlPrompt(record: Source, index: number, total: number): string {
  return `Tiêu đề: ${(record.title ?? '').trim()}\n\nNội dung chi tiết:\n${(record.detail ?? '').trim()}${repeatNote(index, total)}\n\nChỉ trả lời bằng mã HTML của diagram (HTML và CSS, không JavaScript).`;
}

/** The body of the first fenced block of an answer (models often wrap code in ``` with a language), else the answer. */
function unfenced(answer: string): string {
  const fenced = /```[^\n`]*\n([\s\S]*?)```/.exec(answer);
  return (fenced ? fenced[1] : answer).trim();
}

/**
 * The diagram code out of AI3's answer, as Kroki takes it, or null when there is none: PlantUML and C4 between
 * @startuml and @enduml (added when the model left them out), BlockDiag as `blockdiag { ... }`, Excalidraw as a JSON
 * document with its elements.
 */
export function extractDiagramCode(answer: string, type: DiagramType): string | null {
  const body = unfenced(answer);
  if (!body) return null;
  switch (type) {
    case 'plantuml':
    case 'c4': {
      const start = body.indexOf('@startuml');
      const end = body.lastIndexOf('@enduml');
      if (start >= 0 && end > start) return body.slice(start, end + '@enduml'.length);
      const inner = body.replace(/@startuml|@enduml/g, '').trim();
      return inner ? `@startuml\n${inner}\n@enduml` : null;
    }
    case 'blockdiag': {
      const start = body.search(/\bblockdiag\b[^{]*\{/);
      const end = body.lastIndexOf('}');
      if (start >= 0 && end > start) return body.slice(start, end + 1);
      return `blockdiag {\n${body}\n}`;
    }
    case 'excalidraw': {
      const start = body.indexOf('{');
      const end = body.lastIndexOf('}');
      if (start < 0 || end <= start) return null;
      try {
        const parsed = JSON.parse(body.slice(start, end + 1)) as { elements?: unknown };
        return parsed && typeof parsed === 'object' && Array.isArray(parsed.elements) ? JSON.stringify(parsed) : null;
      } catch {
        return null;
      }
    }
  }
}

/** The HTML out of AI4's answer (its fenced block, or the answer), or null when it holds no markup. */
export function extractDiagramHtml(answer: string): string | null {
  const body = unfenced(answer);
  return /<[a-zA-Z][^>]*>/.test(body) ? body : null;
}
