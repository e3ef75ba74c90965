import type { ThesisChatMode, ThesisChatView, ThesisView } from '@k9/contracts';

/** One segment as a save sends it: a stored one keeps its id; a new one has none (spec 2 §3 list_chat). */
export type SegmentBody = { id?: string; order: number; content: string; summary: string; mode: ThesisChatMode; originalContent: string | null };

/** PUT /api/thesis/{id}: the full thesis, with the version the edit started from (a stale one is refused, 409). */
export type ThesisUpdateBody = { name: string; content: string; summary: string; list_chat: SegmentBody[]; updateAt: string; version: number };

/** The thesis form's fields. */
export type ThesisFields = { name: string; content: string; summary: string };

/** What the segment form edits. */
export type SegmentDraft = { content: string; summary: string; mode: ThesisChatMode; originalContent: string | null };

/** The list's order: 1, 2, 3 … whatever the entries said (spec 2 §2.10: renumbered from 1 after a deletion). */
export const renumbered = <S extends { order: number }>(segments: readonly S[]): S[] => segments.map((segment, index) => ({ ...segment, order: index + 1 }));

const bodyOf = (segment: ThesisChatView): SegmentBody => ({
  id: segment.id,
  order: segment.order,
  content: segment.content,
  summary: segment.summary,
  mode: segment.mode,
  originalContent: segment.originalContent,
});

/** The stored segments in their order, as a save sends them. */
export const segmentsOf = (thesis: ThesisView): SegmentBody[] => renumbered([...thesis.list_chat].sort((a, b) => a.order - b.order).map(bodyOf));

/** A new segment at the end. */
export const withSegmentAdded = (segments: readonly SegmentBody[], draft: SegmentDraft): SegmentBody[] => renumbered([...segments, { ...draft, order: segments.length + 1 }]);

/** The segment `id` changed to `draft` in its place. */
export const withSegmentEdited = (segments: readonly SegmentBody[], id: string, draft: SegmentDraft): SegmentBody[] =>
  renumbered(segments.map((segment) => (segment.id === id ? { ...segment, ...draft } : segment)));

/** The segment `id` gone, the others renumbered from 1. */
export const withSegmentDeleted = (segments: readonly SegmentBody[], id: string): SegmentBody[] => renumbered(segments.filter((segment) => segment.id !== id));

/** The full body of a save: the thesis as stored, with the fields and the segments given. */
export function thesisUpdateBody(thesis: ThesisView, change: { fields?: ThesisFields; segments?: SegmentBody[] }, now: Date = new Date()): ThesisUpdateBody {
  const fields = change.fields ?? thesis;
  return {
    name: fields.name.trim(),
    content: fields.content,
    summary: fields.summary,
    list_chat: change.segments ?? segmentsOf(thesis),
    updateAt: now.toISOString(),
    version: thesis.version,
  };
}

/** The form's fields of a thesis. */
export const fieldsOf = (thesis: ThesisView): ThesisFields => ({ name: thesis.name, content: thesis.content, summary: thesis.summary });

/** The segment form's fields of a stored segment. */
export const draftOf = (segment: SegmentBody): SegmentDraft => ({ content: segment.content, summary: segment.summary, mode: segment.mode, originalContent: segment.originalContent });
