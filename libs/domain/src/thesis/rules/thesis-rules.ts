import { vietnamDay } from '../../identity/rules/account-validity.js';
import { THESIS_MESSAGES as M } from '../thesis.messages.js';

/**
 * Issue 30 §1: 200 segments a thesis, 50 theses a user. A segment's content and original text are 20,000 characters
 * each, its summary 2,000: one segment's event stays well under the store's 256 kB (3 bytes a character at worst).
 */
export const THESIS_LIMITS = {
  segmentsPerThesis: 200,
  thesesPerUser: 50,
  nameMaxLength: 200,
  contentMaxLength: 20_000,
  summaryMaxLength: 2_000,
  /** What one AI summary request may send (a whole chat to summarise). */
  summaryInputMaxLength: 50_000,
  promptMaxLength: 2_000,
  searchMaxLength: 200,
  /** Spec 2 §9.6: the default summary is the content cut to 100 characters plus '…'. */
  defaultSummaryChars: 100,
  /** Spec 2 §9.6: an AI summary aims at 100 to 150 characters. */
  shortSummaryMinChars: 100,
  shortSummaryMaxChars: 150,
} as const;

export type ThesisChatMode = 'original' | 'summarized';
export const THESIS_CHAT_MODES: readonly ThesisChatMode[] = ['original', 'summarized'];

/** One segment as a notebook keeps it (spec 2 §3 Thesis list_chat); its order is its place in the list. */
export type ThesisSegment = { id: string; content: string; summary: string; mode: ThesisChatMode; originalContent: string | null };

/** Spec 2 §9.6: the content cut to 100 characters plus '…' (the whole content when it is shorter). */
export function defaultThesisSummary(content: string): string {
  const chars = Array.from(content.trim());
  return chars.length > THESIS_LIMITS.defaultSummaryChars ? `${chars.slice(0, THESIS_LIMITS.defaultSummaryChars).join('')}…` : chars.join('');
}

/** Spec 2 §3, §9.6: the daily notebook 'Sổ ngày dd/mm/yyyy' of the Vietnamese calendar day (Asia/Ho_Chi_Minh) of `now`. */
export function dailyNotebookName(now: number): string {
  const [year, month, day] = vietnamDay(now).split('-');
  return `Sổ ngày ${day}/${month}/${year}`;
}

/** The prompt a 'summarize' save starts with (the modal shows it, editable). */
export const DEFAULT_SUMMARIZE_PROMPT =
  'Hãy tóm tắt nội dung sau bằng tiếng Việt, ngắn gọn, giữ lại các ý chính, số liệu và kết luận quan trọng. Trình bày bằng markdown đơn giản.';

/** The prompts of the other summaries (spec 2 §7.5, §9.6). */
export const THESIS_SUMMARY_PROMPTS = {
  segment: 'Hãy tóm tắt đoạn nội dung sau bằng tiếng Việt trong khoảng 100 đến 150 ký tự, giữ lại ý chính. Chỉ trả lời bằng bản tóm tắt.',
  thesis: 'Hãy tóm tắt toàn bộ các đoạn ghi chép sau bằng tiếng Việt trong khoảng 100 đến 150 ký tự, nêu chủ đề và ý chính. Chỉ trả lời bằng bản tóm tắt.',
  short: 'Hãy viết một bản tóm tắt rất ngắn bằng tiếng Việt, từ 100 đến 150 ký tự, cho nội dung sau. Chỉ trả lời bằng bản tóm tắt, không thêm lời dẫn.',
} as const;

/** What one segment given by a client holds before it is judged. */
export type ThesisSegmentInput = { id?: string; content: string; summary: string; mode: ThesisChatMode; originalContent: string | null };

const SEGMENT_ID = /^[\w-]{1,64}$/;

/** What is wrong with one segment, or null: content required and bounded, summary and original text bounded. */
export function segmentProblem(segment: Pick<ThesisSegmentInput, 'content' | 'summary' | 'originalContent'>): string | null {
  if (!segment.content.trim()) return M.contentRequired;
  if (segment.content.length > THESIS_LIMITS.contentMaxLength) return M.contentTooLong;
  if (segment.summary.length > THESIS_LIMITS.summaryMaxLength) return M.summaryTooLong;
  if (segment.originalContent !== null && segment.originalContent.length > THESIS_LIMITS.contentMaxLength) return M.contentTooLong;
  return null;
}

const text = (value: unknown): string | null | undefined => (value === undefined || value === null ? undefined : typeof value === 'string' ? value : null);

/**
 * A body's `list_chat` read into segments, or the Vietnamese problem. Each entry: { id?, content, summary?, mode?,
 * originalContent? }; its `order` is ignored (the list's order is the order). A missing summary is the default one.
 */
export function readListChat(value: unknown): { segments: ThesisSegmentInput[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: M.listChatInvalid };
  if (value.length > THESIS_LIMITS.segmentsPerThesis) return { problem: M.tooManySegments };
  const segments: ThesisSegmentInput[] = [];
  const ids = new Set<string>();
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return { problem: M.listChatInvalid };
    const raw = entry as Record<string, unknown>;
    const content = text(raw.content);
    const summary = text(raw.summary);
    const originalContent = text(raw.originalContent);
    if (content === null || content === undefined) return { problem: content === null ? M.contentInvalid : M.contentRequired };
    if (summary === null) return { problem: M.summaryInvalid };
    if (originalContent === null) return { problem: M.contentInvalid };
    const mode = raw.mode ?? 'original';
    if (mode !== 'original' && mode !== 'summarized') return { problem: M.modeInvalid };
    let id: string | undefined;
    if (raw.id !== undefined && raw.id !== null && raw.id !== '') {
      if (typeof raw.id !== 'string' || !SEGMENT_ID.test(raw.id)) return { problem: M.segmentIdInvalid };
      if (ids.has(raw.id)) return { problem: M.segmentIdDuplicate };
      ids.add(raw.id);
      id = raw.id;
    }
    const segment: ThesisSegmentInput = { id, content, summary: summary ?? defaultThesisSummary(content), mode, originalContent: originalContent ?? null };
    const problem = segmentProblem(segment);
    if (problem) return { problem };
    segments.push(segment);
  }
  return { segments };
}


/** Text as the search compares it: NFC, lower case (Vietnamese letters included, whatever the database's locale). */
export const thesisSearchFold = (...parts: string[]): string => parts.join('\n').normalize('NFC').toLowerCase();
