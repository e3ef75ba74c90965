import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { AddMark, LearnerMarkCommand, MarkTarget, RemoveMark } from './learner-marks.commands.js';
import type { LearnerMarkEvent } from './learner-marks.events.js';
import { isMarkItemId, isMarkList, MARK_LIST_LIMIT, MARK_LISTS, type MarkList } from './learner-marks.lists.js';
import { LEARNER_MARK_MESSAGES as M } from './learner-marks.messages.js';

/** One learner's marks, every list in one stream: a toggle reads and writes one small stream. */
export const learnerMarksStreamId = (userId: string) => `learner-marks-${userId}`;

export type LearnerMarksState = { userId: string | null; lists: Readonly<Record<MarkList, ReadonlySet<number>>> };

const emptyLists = (): Record<MarkList, ReadonlySet<number>> => ({
  bookmarks_stream: new Set(),
  read_items_stream: new Set(),
  bookmarks_library: new Set(),
  bookmarks_report: new Set(),
  bookmarks_story: new Set(),
});

/** Any list as plain arrays, in the order the ids were marked. */
export const marksOf = (state: LearnerMarksState): Record<MarkList, number[]> =>
  Object.fromEntries(MARK_LISTS.map((list) => [list, [...state.lists[list]]])) as Record<MarkList, number[]>;

//// Decide

function assertValid({ userId, list, itemId }: MarkTarget, state: LearnerMarksState): void {
  if (!isMarkList(list)) throw new DomainError('UNKNOWN_MARK_LIST', M.unknownList);
  if (!isMarkItemId(itemId)) throw new DomainError('INVALID_MARK_ITEM', M.invalidItemId);
  if (!userId || (state.userId !== null && state.userId !== userId)) throw new DomainError('NOT_MARK_OWNER', M.notOwner, 'forbidden');
}

/** Marking what is already marked changes nothing (a double click, a retried request). */
function add({ data }: AddMark, state: LearnerMarksState): LearnerMarkEvent[] {
  assertValid(data, state);
  const { userId, list, itemId } = data;
  const ids = state.lists[list];
  if (ids.has(itemId)) return [];
  if (ids.size >= MARK_LIST_LIMIT) throw new DomainError('MARK_LIST_FULL', M.limitReached(list));
  if (list === 'read_items_stream') return [{ type: 'ItemMarkedRead', data: { userId, list, itemId } }];
  return [{ type: 'ItemBookmarked', data: { userId, list, itemId } }];
}

/** Unmarking what is not marked changes nothing; the item itself need not exist any more. */
function remove({ data }: RemoveMark, state: LearnerMarksState): LearnerMarkEvent[] {
  assertValid(data, state);
  const { userId, list, itemId } = data;
  if (!state.lists[list].has(itemId)) return [];
  if (list === 'read_items_stream') return [{ type: 'ItemMarkedUnread', data: { userId, list, itemId } }];
  return [{ type: 'BookmarkRemoved', data: { userId, list, itemId } }];
}

//// Evolve

/** Only the changed list is copied: a cached state is never changed by a later event. */
function withList(state: LearnerMarksState, userId: string, list: MarkList, change: (ids: Set<number>) => void): LearnerMarksState {
  const ids = new Set(state.lists[list]);
  change(ids);
  return { userId, lists: { ...state.lists, [list]: ids } };
}

export const learnerMarksDecider: Decider<LearnerMarkCommand, LearnerMarkEvent, LearnerMarksState> = {
  initialState: () => ({ userId: null, lists: emptyLists() }),
  evolve: (state, event) => {
    const { userId, list, itemId } = event.data;
    switch (event.type) {
      case 'ItemBookmarked':
      case 'ItemMarkedRead':
        return withList(state, userId, list, (ids) => ids.add(itemId));
      case 'BookmarkRemoved':
      case 'ItemMarkedUnread':
        return withList(state, userId, list, (ids) => ids.delete(itemId));
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddMark':
        return add(command, state);
      case 'RemoveMark':
        return remove(command, state);
      default:
        return assertNever(command);
    }
  },
};
