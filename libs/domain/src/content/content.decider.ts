import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import { CONTENT_LIMITS, CONTENT_MESSAGES as M } from './content.messages.js';
import type { ContentCommand, CreateContent, RecordAiMedia, ReviseWithAi, UpdateContent } from './content.commands.js';
import { AI_REVISABLE_FIELDS, type AiRevisableField, type ContentAiRevised, type ContentEdits, type ContentEvent } from './content.events.js';
import { HOME_CATEGORIES, HOME_PRIORITIES, IMPACTS, MEDIA_FIELDS, SENTIMENTS, SINGLE_MEDIA_FIELDS, type ContentFields, type ContentType, type MediaField } from './content.types.js';
import { contentFieldLabel } from './content-labels.js';
import { applyContentInput, contentDefaults } from './rules/content-fields.js';

export type ContentState =
  | { status: 'none' }
  | { status: 'active'; contentId: number; type: ContentType; fields: ContentFields }
  | { status: 'deleted'; contentId: number; type: ContentType };

export const contentStreamId = (contentId: number) => `content-${contentId}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const notFound = () => new DomainError('CONTENT_NOT_FOUND', M.notFound, 'not_found');

const OWN_EVENT_FIELDS = new Set<string>(['status', 'isPublic', 'hasTitle', 'allowed_user_class', 'questionContent', ...MEDIA_FIELDS]);

function create({ data }: CreateContent, state: ContentState): ContentEvent[] {
  if (state.status !== 'none') throw new DomainError('CONTENT_EXISTS', M.exists, 'conflict');
  const fields = applyContentInput(data.contentType, contentDefaults(data.contentType, data.origin), data.input);
  const { contentId, contentType: type, origin } = data;
  if (origin.kind === 'import') return [{ type: 'ContentImported', data: { contentId, type, fields, importId: origin.importId, row: origin.row } }];
  return [{ type: 'ContentCreated', data: { contentId, type, fields, origin } }];
}

function mediaEvents(contentId: number, field: MediaField, before: ContentFields, after: ContentFields): ContentEvent[] {
  const was = before[field];
  const now = after[field];
  if (same(was, now)) return [];
  if (SINGLE_MEDIA_FIELDS.includes(field)) {
    const events: ContentEvent[] = [];
    if (was !== null) events.push({ type: 'ContentMediaRemoved', data: { contentId, field, items: [was as string], now: null } });
    if (now !== null) events.push({ type: 'ContentMediaAttached', data: { contentId, field, items: [now as string], now } });
    return events;
  }
  const wasList = was as string[];
  const nowList = now as string[];
  const removed = wasList.filter((item) => !nowList.includes(item));
  const added = nowList.filter((item) => !wasList.includes(item));
  const events: ContentEvent[] = [];
  if (removed.length) events.push({ type: 'ContentMediaRemoved', data: { contentId, field, items: removed, now: added.length ? wasList.filter((item) => nowList.includes(item)) : nowList } });
  if (added.length) events.push({ type: 'ContentMediaAttached', data: { contentId, field, items: added, now: nowList } });
  return events;
}

/** What an update changes, in the domain's words; nothing when nothing differs (a retried update is harmless). */
function update({ data }: UpdateContent, state: ContentState): ContentEvent[] {
  if (state.status !== 'active') throw notFound();
  if (data.contentType !== undefined && data.contentType !== state.type) throw new DomainError('CONTENT_TYPE_UNCHANGEABLE', M.typeUnchangeable);
  const before = state.fields;
  const after = applyContentInput(state.type, before, data.changes);
  const { contentId } = state;
  const events: ContentEvent[] = [];
  const edits: Record<string, unknown> = {};
  for (const key of Object.keys(after) as Array<keyof ContentFields>) {
    if (OWN_EVENT_FIELDS.has(key) || same(before[key], after[key])) continue;
    edits[key] = after[key];
  }
  for (const field of MEDIA_FIELDS) {
    const media = mediaEvents(contentId, field, before, after);
    // Same files in another order: an edit of the list.
    if (media.length === 0 && !same(before[field], after[field])) edits[field] = after[field];
    events.push(...media);
  }
  if (Object.keys(edits).length) events.unshift({ type: 'ContentEdited', data: { contentId, changes: edits as ContentEdits } });
  if (before.status !== after.status) events.push({ type: 'ContentStatusChanged', data: { contentId, from: before.status, to: after.status } });
  const visibility: { isPublic?: boolean; hasTitle?: boolean } = {};
  if (before.isPublic !== after.isPublic) visibility.isPublic = after.isPublic;
  if (before.hasTitle !== after.hasTitle) visibility.hasTitle = after.hasTitle;
  if (Object.keys(visibility).length) events.push({ type: 'ContentVisibilityChanged', data: { contentId, ...visibility } });
  if (!same(before.allowed_user_class, after.allowed_user_class)) events.push({ type: 'ContentClassesAssigned', data: { contentId, classIds: after.allowed_user_class } });
  if (!same(before.questionContent, after.questionContent)) events.push({ type: 'ContentQuizSet', data: { contentId, questionContent: after.questionContent } });
  return events;
}

/** An AI task's result (spec 3 §5): never over an existing avatar or audio; a diagram joins the record's list of its kind. */
function recordAiMedia({ data }: RecordAiMedia, state: ContentState): ContentEvent[] {
  if (state.status !== 'active') throw notFound();
  const { fields } = state;
  const changes = data.changes;
  if ('avatarUrl' in changes && fields.avatarUrl) throw new DomainError('AVATAR_EXISTS', M.avatarExists, 'conflict');
  if ('audioUrl' in changes) {
    if (fields.audioUrl) throw new DomainError('AUDIO_EXISTS', M.audioExists, 'conflict');
    if (changes.audioText.length > CONTENT_LIMITS.audioText) throw new DomainError('AUDIO_TEXT_TOO_LONG', M.audioTextTooLong);
  }
  return [{ type: 'ContentAiMediaGenerated', data: { ...data, contentId: state.contentId } }];
}

/** The fixed lists an AI change's values must come from (the form's DTO checks them for edits). */
const AI_VALUE_LISTS: Record<string, readonly unknown[]> = { sentiment: SENTIMENTS, impact: IMPACTS, priority: HOME_PRIORITIES, homeCategory: HOME_CATEGORIES };

/** How a value before an AI change is kept in its event for the history: long texts to their first 4,000 characters. */
const BEFORE_KEPT_CHARS = 4000;
const keptBefore = (value: unknown): unknown => (typeof value === 'string' && value.length > BEFORE_KEPT_CHARS ? `${value.slice(0, BEFORE_KEPT_CHARS)}…` : value);

/** An AI batch's change (issue 35): only the revisable fields, checked as an edit is, and only what differs. */
function reviseWithAi({ data }: ReviseWithAi, state: ContentState): ContentEvent[] {
  if (state.status !== 'active') throw notFound();
  const unknown = Object.keys(data.changes).find((key) => !AI_REVISABLE_FIELDS.includes(key as AiRevisableField));
  if (unknown !== undefined) throw new DomainError('UNKNOWN_FIELD', M.unknownField(unknown.slice(0, 60)));
  const badValue = Object.entries(AI_VALUE_LISTS).find(([field, list]) => field in data.changes && data.changes[field] !== null && !list.includes(data.changes[field] as never));
  if (badValue) throw new DomainError('AI_VALUE_INVALID', M.aiValueInvalid(contentFieldLabel(badValue[0])));
  const order = data.changes.displayOrder;
  if (order !== undefined && order !== null && !(Number.isInteger(order) && (order as number) >= 1 && (order as number) <= 100)) throw new DomainError('AI_VALUE_INVALID', M.aiValueInvalid(contentFieldLabel('displayOrder')));
  const before = state.fields;
  const after = applyContentInput(state.type, before, data.changes);
  const changes: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const field of AI_REVISABLE_FIELDS) {
    if (!(field in data.changes) || same(before[field], after[field])) continue;
    changes[field] = after[field];
    kept[field] = keptBefore(before[field]);
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: 'ContentAiRevised', data: { contentId: state.contentId, changes: changes as ContentAiRevised['data']['changes'], before: kept, provenance: data.provenance } }];
}

/** A record's fields after one of its events (the projection applies the same). */
export function evolveContentFields(fields: ContentFields, event: ContentEvent): ContentFields {
  switch (event.type) {
    case 'ContentCreated':
    case 'ContentImported':
      return event.data.fields;
    case 'ContentEdited':
      return { ...fields, ...event.data.changes };
    case 'ContentStatusChanged':
      return { ...fields, status: event.data.to };
    case 'ContentVisibilityChanged': {
      const { isPublic = fields.isPublic, hasTitle = fields.hasTitle } = event.data;
      return { ...fields, isPublic, hasTitle };
    }
    case 'ContentClassesAssigned':
      return { ...fields, allowed_user_class: event.data.classIds };
    case 'ContentQuizSet':
      return { ...fields, questionContent: event.data.questionContent };
    case 'ContentMediaAttached':
    case 'ContentMediaRemoved':
      return { ...fields, [event.data.field]: event.data.now };
    case 'ContentAiMediaGenerated':
    case 'ContentAiRevised':
      return { ...fields, ...event.data.changes };
    case 'ContentDeleted':
      return fields;
    default:
      return assertNever(event);
  }
}

export const contentDecider: Decider<ContentCommand, ContentEvent, ContentState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ContentCreated':
      case 'ContentImported':
        return { status: 'active', contentId: event.data.contentId, type: event.data.type, fields: event.data.fields };
      case 'ContentDeleted':
        return state.status === 'none' ? state : { status: 'deleted', contentId: state.contentId, type: state.type };
      default:
        return state.status === 'active' ? { ...state, fields: evolveContentFields(state.fields, event) } : state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateContent':
        return create(command, state);
      case 'UpdateContent':
        return update(command, state);
      case 'RecordAiMedia':
        return recordAiMedia(command, state);
      case 'ReviseWithAi':
        return reviseWithAi(command, state);
      case 'DeleteContent':
        if (state.status !== 'active') throw notFound();
        return [{ type: 'ContentDeleted', data: { contentId: state.contentId } }];
      default:
        return assertNever(command);
    }
  },
};
