import { CONTENT_AI_MESSAGES as M } from '../content-ai.messages.js';
import type { DiagramMode } from '../../content/content.types.js';
import type { VoiceSource } from '../content-ai.types.js';

/** What the queue rules read of a record (a list row or the whole record). */
export type QueueableRecord = {
  summary?: string | null;
  detail?: string | null;
  avatarUrl?: string | null;
  audioUrl?: string | null;
  audioText?: string | null;
  diagramUrl?: readonly string[] | null;
  diagramHtmlCode?: readonly string[] | null;
};

/** Where the record stands in a queue: not in it, waiting, or being made now. */
export type QueuePresence = 'none' | 'waiting' | 'processing';

export type RowButton = { disabled: boolean; label: string };

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';
const hasDiagram = (record: QueueableRecord) => (record.diagramUrl?.length ?? 0) > 0 || (record.diagramHtmlCode?.length ?? 0) > 0;

/** Spec 3 §4: the avatar button is disabled once an avatar exists or the record is queued. */
export function avatarButton(record: QueueableRecord, presence: QueuePresence): RowButton {
  return { disabled: filled(record.avatarUrl) || presence !== 'none', label: queueLabel(presence) };
}

/** Spec 3 §4: the diagram button is disabled once a diagram exists (image or HTML), and while queued. */
export function diagramButton(record: QueueableRecord, presence: QueuePresence): RowButton {
  return { disabled: hasDiagram(record) || presence !== 'none', label: queueLabel(presence) };
}

/** Spec 3 §4: the voice button is disabled without audioText or detail, when audioUrl exists, or while queued/processing. */
export function voiceButton(record: QueueableRecord, presence: QueuePresence): RowButton {
  const noText = !filled(record.audioText) && !filled(record.detail);
  return { disabled: noText || filled(record.audioUrl) || presence !== 'none', label: voiceLabel(presence) };
}

/** Spec 3 §4: 'Thêm vào hàng đợi' / 'Đã trong hàng đợi' / 'Đang tạo voice...'. */
export function voiceLabel(presence: QueuePresence): string {
  return presence === 'processing' ? M.generatingVoice : presence === 'waiting' ? M.inQueue : M.addToQueue;
}

const queueLabel = (presence: QueuePresence): string => (presence === 'none' ? M.addToQueue : M.inQueue);

/**
 * Why the server refuses to queue a record (spec 3 §5), or null. The queue's own presence check ("already queued or
 * processing") is made where the queue is (atomically); this is what the record itself allows.
 */
export function imageRefusal(record: QueueableRecord): string | null {
  if (filled(record.avatarUrl)) return M.avatarExists;
  if (!filled(record.summary)) return M.noSummary;
  return null;
}

/** Voice (spec 3 §5): the story action reads audioText, the detail actions read detail; never over an existing audio. */
export function voiceRefusal(record: QueueableRecord, source: VoiceSource): string | null {
  if (filled(record.audioUrl)) return M.audioExists;
  if (source === 'custom') return filled(record.audioText) ? null : M.noAudioText;
  return filled(record.detail) ? null : M.noDetail;
}

/** Diagram (spec 3 §5): needs detail; the other kind must be deleted first. */
export function diagramRefusal(record: QueueableRecord, mode: DiagramMode): string | null {
  if (!filled(record.detail)) return M.noDetailForDiagram;
  if (mode === 'kroki' && (record.diagramHtmlCode?.length ?? 0) > 0) return M.diagramHtmlExists;
  if (mode === 'html' && (record.diagramUrl?.length ?? 0) > 0) return M.diagramImageExists;
  return null;
}

/** The text a voice task speaks from: the story's audioText (custom), else the record's detail. */
export function voiceSourceText(record: QueueableRecord, source: VoiceSource): string {
  return ((source === 'custom' ? record.audioText : record.detail) ?? '').trim();
}
