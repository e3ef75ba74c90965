import type { DomainEvent } from '../../shared/event-store.port.js';
import type { BookmarkList } from './learner-marks.lists.js';

type Bookmark = { userId: string; list: BookmarkList; itemId: number };
type ReadMark = { userId: string; list: 'read_items_stream'; itemId: number };

export type ItemBookmarked = DomainEvent<'ItemBookmarked', Bookmark>;
export type BookmarkRemoved = DomainEvent<'BookmarkRemoved', Bookmark>;
export type ItemMarkedRead = DomainEvent<'ItemMarkedRead', ReadMark>;
export type ItemMarkedUnread = DomainEvent<'ItemMarkedUnread', ReadMark>;

export type LearnerMarkEvent = ItemBookmarked | BookmarkRemoved | ItemMarkedRead | ItemMarkedUnread;
export const LEARNER_MARK_EVENT_TYPES = ['ItemBookmarked', 'BookmarkRemoved', 'ItemMarkedRead', 'ItemMarkedUnread'] as const satisfies ReadonlyArray<LearnerMarkEvent['type']>;
/** The events that put an id in a list (the others take one out). */
export const isMarkAdded = (event: LearnerMarkEvent): event is ItemBookmarked | ItemMarkedRead => event.type === 'ItemBookmarked' || event.type === 'ItemMarkedRead';
