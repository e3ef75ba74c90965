import type { DomainEvent } from '../shared/event-store.port.js';
import type { ContentFields, ContentInfo, ContentOrigin, ContentStatus, ContentType, DiagramMode, MediaField, QuizContent } from './content.types.js';

/** Edits other than status, visibility, classes, quiz and media (those have their own events). */
export type ContentEdits = Partial<Omit<ContentFields, 'status' | 'isPublic' | 'hasTitle' | 'allowed_user_class' | 'questionContent' | MediaField>> & {
  info?: ContentInfo;
  /** A pure reordering of a media list (no file attached or removed). */
  imgUrls?: string[];
  fileUrls?: string[];
  diagramUrl?: string[];
  diagramHtmlCode?: string[];
};

/** The whole record as created (form, sample library or a later AI flow). */
export type ContentCreated = DomainEvent<'ContentCreated', { contentId: number; type: ContentType; fields: ContentFields; origin: ContentOrigin }>;
/** The whole record as an import created it: which import and which row. */
export type ContentImported = DomainEvent<'ContentImported', { contentId: number; type: ContentType; fields: ContentFields; importId: string; row: number }>;
/** Only the fields that changed, with their new values. */
export type ContentEdited = DomainEvent<'ContentEdited', { contentId: number; changes: ContentEdits }>;
export type ContentStatusChanged = DomainEvent<'ContentStatusChanged', { contentId: number; from: ContentStatus; to: ContentStatus }>;
/** isPublic (Công khai / Riêng tư) and hasTitle (Bật / Tắt): only those that changed. */
export type ContentVisibilityChanged = DomainEvent<'ContentVisibilityChanged', { contentId: number; isPublic?: boolean; hasTitle?: boolean }>;
/** The user classes that may read it; empty: no class ('Chưa gắn'). */
export type ContentClassesAssigned = DomainEvent<'ContentClassesAssigned', { contentId: number; classIds: number[] }>;
/** The quiz and essay questions (null: the quiz was removed). */
export type ContentQuizSet = DomainEvent<'ContentQuizSet', { contentId: number; questionContent: QuizContent | null }>;
/** Files (or diagram codes) added to a media field; `now` is the field's value afterwards. */
export type ContentMediaAttached = DomainEvent<'ContentMediaAttached', { contentId: number; field: MediaField; items: string[]; now: string[] | string | null }>;
export type ContentMediaRemoved = DomainEvent<'ContentMediaRemoved', { contentId: number; field: MediaField; items: string[]; now: string[] | string | null }>;
/** What an AI task set on the record, as the fields' values afterwards (voice: audioUrl and audioText together). */
export type ContentAiMediaChanges =
  | { avatarUrl: string }
  | { audioUrl: string; audioText: string }
  | { diagramUrl: string[]; diagramHtmlCode: string[]; diagramMode: DiagramMode };
/** Who asked, the task, the ledger calls that made it (with their models) and the version of the prompts used. */
export type ContentAiProvenance = {
  taskId: string;
  requestedBy: { id: string | null; email: string | null };
  calls: Array<{ callId: string; model: string; step: string }>;
  promptVersion: string;
};
/** A back-office generation queue's result (spec 3 §4: avatar image, voice, diagram), with its provenance. */
export type ContentAiMediaGenerated = DomainEvent<
  'ContentAiMediaGenerated',
  { contentId: number; media: 'avatar' | 'voice' | 'diagram'; changes: ContentAiMediaChanges; provenance: ContentAiProvenance }
>;
/** The fields an AI batch may change (issue 35): classification, improve detail, update by content id, quiz generation. */
export const AI_REVISABLE_FIELDS = ['sentiment', 'category', 'impact', 'priority', 'homeCategory', 'displayOrder', 'title', 'summary', 'detail', 'isImprove', 'improveTime', 'modelImprove', 'questionContent'] as const;
export type AiRevisableField = (typeof AI_REVISABLE_FIELDS)[number];
/** Who asked, which batch (a dry run, when it was one) and who approved it, the ledger calls and the prompt version. */
export type ContentAiRevisionProvenance = {
  batchId: string;
  kind: string;
  dryRun: boolean;
  requestedBy: { id: string | null; email: string | null };
  approvedBy: { id: string | null; email: string | null } | null;
  calls: Array<{ callId: string; model: string; step: string }>;
  promptVersion: string;
};
/** An AI batch's change to the record's fields, the values before kept for the history (long texts clipped). */
export type ContentAiRevised = DomainEvent<
  'ContentAiRevised',
  { contentId: number; changes: Partial<Pick<ContentFields, AiRevisableField>>; before: Record<string, unknown>; provenance: ContentAiRevisionProvenance }
>;
/** Gone from every read model; the audit keeps the stream. */
export type ContentDeleted = DomainEvent<'ContentDeleted', { contentId: number }>;

export type ContentEvent =
  | ContentCreated
  | ContentImported
  | ContentEdited
  | ContentStatusChanged
  | ContentVisibilityChanged
  | ContentClassesAssigned
  | ContentQuizSet
  | ContentMediaAttached
  | ContentMediaRemoved
  | ContentAiMediaGenerated
  | ContentAiRevised
  | ContentDeleted;

export const CONTENT_EVENT_TYPES = [
  'ContentCreated',
  'ContentImported',
  'ContentEdited',
  'ContentStatusChanged',
  'ContentVisibilityChanged',
  'ContentClassesAssigned',
  'ContentQuizSet',
  'ContentMediaAttached',
  'ContentMediaRemoved',
  'ContentAiMediaGenerated',
  'ContentAiRevised',
  'ContentDeleted',
] as const satisfies ReadonlyArray<ContentEvent['type']>;

/** Events whose data may name uploaded files (storage keeps what they name). */
export const CONTENT_FILE_EVENT_TYPES = ['ContentCreated', 'ContentImported', 'ContentEdited', 'ContentMediaAttached'] as const satisfies ReadonlyArray<ContentEvent['type']>;
