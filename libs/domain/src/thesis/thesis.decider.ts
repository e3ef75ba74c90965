import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { AddThesisChat, CreateThesis, ReviseThesis, ThesisCommand } from './thesis.commands.js';
import type { ThesisEvent } from './thesis.events.js';
import { THESIS_MESSAGES as M } from './thesis.messages.js';
import { defaultThesisSummary, segmentProblem, THESIS_LIMITS as L, type ThesisSegment, type ThesisSegmentInput } from './rules/thesis-rules.js';

/** One stream per thesis (issue 30 §1). */
export const thesisStreamId = (thesisId: string) => `thesis-${thesisId}`;

export type ThesisState = {
  thesisId: string | null;
  ownerId: string | null;
  deleted: boolean;
  name: string;
  content: string;
  summary: string;
  /** In order: the n-th segment has order n. */
  segments: readonly ThesisSegment[];
};

const refuse = (code: string, message: string, kind: 'conflict' | 'unprocessable' | 'not_found' | 'forbidden' = 'unprocessable') => new DomainError(code, message, kind);

/** The owner's live thesis, or the refusal: another user's thesis is 'not found' to them (nothing about it leaks). */
function ownThesis(state: ThesisState, userId: string): void {
  if (state.thesisId === null || state.deleted || !userId || state.ownerId !== userId) throw refuse('THESIS_NOT_FOUND', M.notFound, 'not_found');
}

function checkDetails(name: string, content: string, summary: string): void {
  if (!name.trim()) throw refuse('THESIS_NAME_REQUIRED', M.nameRequired);
  if (name.length > L.nameMaxLength) throw refuse('THESIS_NAME_TOO_LONG', M.nameTooLong);
  if (content.length > L.contentMaxLength) throw refuse('THESIS_CONTENT_TOO_LONG', M.contentTooLong);
  if (summary.length > L.summaryMaxLength) throw refuse('THESIS_SUMMARY_TOO_LONG', M.summaryTooLong);
}

function checkSegment(segment: Pick<ThesisSegmentInput, 'content' | 'summary' | 'originalContent'>): void {
  const problem = segmentProblem(segment);
  if (problem) throw refuse('THESIS_SEGMENT_INVALID', problem);
}

const sameSegment = (a: ThesisSegment, b: ThesisSegment) => a.content === b.content && a.summary === b.summary && a.mode === b.mode && a.originalContent === b.originalContent;

const added = (thesisId: string, segment: ThesisSegment): ThesisEvent => ({ type: 'ThesisSegmentAdded', data: { thesisId, segmentId: segment.id, ...withoutId(segment) } });
const withoutId = ({ content, summary, mode, originalContent }: ThesisSegment) => ({ content, summary, mode, originalContent });

function create({ data }: CreateThesis, state: ThesisState): ThesisEvent[] {
  if (state.thesisId !== null) throw refuse('THESIS_EXISTS', M.saveFailed, 'conflict');
  if (!data.userId) throw refuse('THESIS_NOT_FOUND', M.notFound, 'forbidden');
  if (data.ownedTheses >= L.thesesPerUser) throw refuse('THESIS_TOO_MANY', M.tooManyTheses);
  const summary = data.summary?.trim() ? data.summary : defaultThesisSummary(data.content);
  checkDetails(data.name, data.content, summary);
  if (data.segments.length > L.segmentsPerThesis) throw refuse('THESIS_TOO_MANY_SEGMENTS', M.tooManySegments);
  data.segments.forEach(checkSegment);
  const { thesisId } = data;
  return [
    { type: 'ThesisCreated', data: { thesisId, ownerId: data.userId, ownerEmail: data.userEmail, name: data.name, content: data.content, summary } },
    ...data.segments.map((segment) => added(thesisId, segment)),
  ];
}

/** A PUT into events: the details once if they changed, then each segment deleted, edited or added, then the new order if it differs. */
function revise({ data }: ReviseThesis, state: ThesisState): ThesisEvent[] {
  ownThesis(state, data.userId);
  const { thesisId } = data;
  const events: ThesisEvent[] = [];
  const name = data.name ?? state.name;
  const content = data.content ?? state.content;
  const summary = data.summary ?? state.summary;
  checkDetails(name, content, summary);
  if (name !== state.name || content !== state.content || summary !== state.summary) events.push({ type: 'ThesisDetailsEdited', data: { thesisId, name, content, summary } });
  if (!data.segments) return events;
  if (data.segments.length > L.segmentsPerThesis) throw refuse('THESIS_TOO_MANY_SEGMENTS', M.tooManySegments);
  if (new Set(data.segments.map((segment) => segment.id)).size !== data.segments.length) throw refuse('THESIS_SEGMENT_ID_DUPLICATE', M.segmentIdDuplicate);
  data.segments.forEach(checkSegment);
  const stored = new Map(state.segments.map((segment) => [segment.id, segment]));
  const wanted = new Set(data.segments.map((segment) => segment.id));
  for (const segment of state.segments) if (!wanted.has(segment.id)) events.push({ type: 'ThesisSegmentDeleted', data: { thesisId, segmentId: segment.id } });
  const after = state.segments.filter((segment) => wanted.has(segment.id)).map((segment) => segment.id);
  for (const input of data.segments) {
    const segment: ThesisSegment = { id: input.id, ...withoutId(input as ThesisSegment) };
    const before = stored.get(input.id);
    if (!before) {
      events.push(added(thesisId, segment));
      after.push(segment.id);
    } else if (!sameSegment(before, segment)) events.push({ type: 'ThesisSegmentEdited', data: { thesisId, segmentId: segment.id, ...withoutId(segment) } });
  }
  const order = data.segments.map((segment) => segment.id);
  if (order.some((id, index) => after[index] !== id)) events.push({ type: 'ThesisSegmentsReordered', data: { thesisId, segmentIds: order } });
  return events;
}

function addChat({ data }: AddThesisChat, state: ThesisState): ThesisEvent[] {
  ownThesis(state, data.userId);
  const summary = data.summary?.trim() ? data.summary : defaultThesisSummary(data.content);
  const segment: ThesisSegment = { id: data.segmentId, content: data.content, summary, mode: data.mode, originalContent: data.originalContent };
  checkSegment(segment);
  if (state.segments.length >= L.segmentsPerThesis) throw refuse('THESIS_TOO_MANY_SEGMENTS', M.tooManySegments);
  if (state.segments.some((stored) => stored.id === data.segmentId)) throw refuse('THESIS_SEGMENT_ID_DUPLICATE', M.segmentIdDuplicate, 'conflict');
  return [added(data.thesisId, segment)];
}

function decide(command: ThesisCommand, state: ThesisState): ThesisEvent[] {
  switch (command.type) {
    case 'CreateThesis':
      return create(command, state);
    case 'ReviseThesis':
      return revise(command, state);
    case 'AddThesisChat':
      return addChat(command, state);
    case 'DeleteThesis':
      ownThesis(state, command.data.userId);
      return [{ type: 'ThesisDeleted', data: { thesisId: command.data.thesisId, ownerId: command.data.userId } }];
    default:
      return assertNever(command);
  }
}

function evolve(state: ThesisState, event: ThesisEvent): ThesisState {
  switch (event.type) {
    case 'ThesisCreated': {
      const { thesisId, ownerId, name, content, summary } = event.data;
      return { ...state, thesisId, ownerId, name, content, summary };
    }
    case 'ThesisDetailsEdited':
      return { ...state, name: event.data.name, content: event.data.content, summary: event.data.summary };
    case 'ThesisSegmentAdded': {
      const { segmentId, content, summary, mode, originalContent } = event.data;
      return { ...state, segments: [...state.segments, { id: segmentId, content, summary, mode, originalContent }] };
    }
    case 'ThesisSegmentEdited': {
      const { segmentId, content, summary, mode, originalContent } = event.data;
      return { ...state, segments: state.segments.map((segment) => (segment.id === segmentId ? { id: segmentId, content, summary, mode, originalContent } : segment)) };
    }
    case 'ThesisSegmentDeleted':
      return { ...state, segments: state.segments.filter((segment) => segment.id !== event.data.segmentId) };
    case 'ThesisSegmentsReordered': {
      const byId = new Map(state.segments.map((segment) => [segment.id, segment]));
      return { ...state, segments: event.data.segmentIds.flatMap((id) => byId.get(id) ?? []) };
    }
    case 'ThesisDeleted':
      return { ...state, deleted: true };
    default:
      return assertNever(event);
  }
}

export const thesisDecider: Decider<ThesisCommand, ThesisEvent, ThesisState> = {
  initialState: () => ({ thesisId: null, ownerId: null, deleted: false, name: '', content: '', summary: '', segments: [] }),
  evolve,
  decide,
};
