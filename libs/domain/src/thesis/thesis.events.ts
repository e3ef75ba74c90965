import type { DomainEvent } from '../shared/event-store.port.js';
import type { ThesisChatMode } from './rules/thesis-rules.js';

/** One stream per thesis (issue 30 §1); every change of a segment is its own event, never the whole list_chat. */
export type ThesisCreated = DomainEvent<'ThesisCreated', { thesisId: string; ownerId: string; ownerEmail: string | null; name: string; content: string; summary: string }>;
/** Name, content and summary as they now are (a PUT that changed any of them). */
export type ThesisDetailsEdited = DomainEvent<'ThesisDetailsEdited', { thesisId: string; name: string; content: string; summary: string }>;
/** A segment appended at the end of the list. */
export type ThesisSegmentAdded = DomainEvent<
  'ThesisSegmentAdded',
  { thesisId: string; segmentId: string; content: string; summary: string; mode: ThesisChatMode; originalContent: string | null }
>;
export type ThesisSegmentEdited = DomainEvent<
  'ThesisSegmentEdited',
  { thesisId: string; segmentId: string; content: string; summary: string; mode: ThesisChatMode; originalContent: string | null }
>;
/** A segment removed: those after it move up (the order is renumbered from 1). */
export type ThesisSegmentDeleted = DomainEvent<'ThesisSegmentDeleted', { thesisId: string; segmentId: string }>;
/** The segments' new order, by id (order n is the n-th id). */
export type ThesisSegmentsReordered = DomainEvent<'ThesisSegmentsReordered', { thesisId: string; segmentIds: string[] }>;
export type ThesisDeleted = DomainEvent<'ThesisDeleted', { thesisId: string; ownerId: string }>;

export type ThesisEvent = ThesisCreated | ThesisDetailsEdited | ThesisSegmentAdded | ThesisSegmentEdited | ThesisSegmentDeleted | ThesisSegmentsReordered | ThesisDeleted;

export const THESIS_EVENT_TYPES = [
  'ThesisCreated',
  'ThesisDetailsEdited',
  'ThesisSegmentAdded',
  'ThesisSegmentEdited',
  'ThesisSegmentDeleted',
  'ThesisSegmentsReordered',
  'ThesisDeleted',
] as const satisfies ReadonlyArray<ThesisEvent['type']>;
