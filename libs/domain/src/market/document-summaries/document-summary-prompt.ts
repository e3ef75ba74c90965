import { DOCUMENT_SUMMARY_LABELS as L } from './document-summary-reply.js';

export const DOCUMENT_SUMMARY_PROMPT_VERSION = 'ocr-summary-v1';
/** The document text sent to the model at most (about 60 pages of a dense report). */
export const DOCUMENT_PROMPT_MAX_CHARS = 200_000;

/** The instruction box's default (an admin setting can replace it; the user can edit it before running). */
export const DEFAULT_OCR_INSTRUCTION = 'Tóm tắt tài liệu báo cáo dưới đây bằng tiếng Việt, giữ các số liệu, kết luận và khuyến nghị quan trọng.';

/** Spec 3 §7, §9: the text, the instruction, and the two labelled sections the reply must hold. */
export function documentSummaryPrompt(text: string, instruction: string | null | undefined, title: string): string {
  const asked = instruction?.trim() || DEFAULT_OCR_INSTRUCTION;
  return [
    asked,
    '',
    'Trả lời đúng theo định dạng sau, mỗi phần sau nhãn của nó:',
    `${L.detailed}`,
    '(tóm tắt chi tiết 30-40 câu, markdown)',
    `${L.short}`,
    '(tóm tắt ngắn 7-10 câu)',
    '',
    `Tài liệu: ${title}`,
    '---',
    text.slice(0, DOCUMENT_PROMPT_MAX_CHARS),
  ].join('\n');
}
