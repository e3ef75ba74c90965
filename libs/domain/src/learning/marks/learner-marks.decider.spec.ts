import { describe, expect, it } from '@jest/globals';
import { fold } from '../../shared/decider.js';
import { specFor } from '../../shared/decider.testing.js';
import type { LearnerMarkCommand } from './learner-marks.commands.js';
import { learnerMarksDecider, learnerMarksStreamId, marksOf } from './learner-marks.decider.js';
import type { LearnerMarkEvent } from './learner-marks.events.js';
import { MARK_LIST_LIMIT, type MarkList } from './learner-marks.lists.js';
import { LEARNER_MARK_MESSAGES } from './learner-marks.messages.js';

const given = specFor(learnerMarksDecider);
const add = (list: MarkList, itemId: number, userId = 'u1'): LearnerMarkCommand => ({ type: 'AddMark', data: { userId, list, itemId } });
const remove = (list: MarkList, itemId: number, userId = 'u1'): LearnerMarkCommand => ({ type: 'RemoveMark', data: { userId, list, itemId } });
const bookmarked = (list: Exclude<MarkList, 'read_items_stream'>, itemId: number): LearnerMarkEvent => ({ type: 'ItemBookmarked', data: { userId: 'u1', list, itemId } });
const read = (itemId: number): LearnerMarkEvent => ({ type: 'ItemMarkedRead', data: { userId: 'u1', list: 'read_items_stream', itemId } });

describe('learner marks', () => {
  it('live in one stream per learner', () => expect(learnerMarksStreamId('u1')).toBe('learner-marks-u1'));

  describe('when nothing is marked', () => {
    it('bookmarks an item in any bookmark list', () => {
      given([]).when(add('bookmarks_stream', 7)).then([bookmarked('bookmarks_stream', 7)]);
      given([]).when(add('bookmarks_library', 8)).then([bookmarked('bookmarks_library', 8)]);
      given([]).when(add('bookmarks_report', 9)).then([bookmarked('bookmarks_report', 9)]);
      given([]).when(add('bookmarks_story', 10)).then([bookmarked('bookmarks_story', 10)]);
    });
    it('marks an item read', () => given([]).when(add('read_items_stream', 7)).then([read(7)]));
    it('removes nothing that is not there', () => {
      given([]).when(remove('bookmarks_stream', 7)).then([]);
      given([]).when(remove('read_items_stream', 7)).then([]);
    });
    it('refuses a list it does not know and an id that is not a positive integer', () => {
      given([]).when(add('bookmarks_quiz' as MarkList, 1)).thenThrows('UNKNOWN_MARK_LIST');
      for (const itemId of [0, -1, 1.5, Number.NaN, 2 ** 31, Number.MAX_SAFE_INTEGER + 2]) given([]).when(add('bookmarks_stream', itemId)).thenThrows('INVALID_MARK_ITEM');
      given([]).when(remove('bookmarks_stream', 0)).thenThrows('INVALID_MARK_ITEM');
      given([]).when(add('bookmarks_stream', 2 ** 31 - 1)).then([bookmarked('bookmarks_stream', 2 ** 31 - 1)]);
    });
  });

  describe('when items are marked', () => {
    const marked = [bookmarked('bookmarks_stream', 7), read(7), bookmarked('bookmarks_library', 7)];
    it('adds nothing for an id already in that list (idempotent)', () => {
      given(marked).when(add('bookmarks_stream', 7)).then([]);
      given(marked).when(add('read_items_stream', 7)).then([]);
    });
    it('keeps the lists apart: the same id in another list is a new mark', () =>
      given(marked).when(add('bookmarks_story', 7)).then([bookmarked('bookmarks_story', 7)]));
    it('removes a bookmark and a read mark in past-tense events of their own', () => {
      given(marked).when(remove('bookmarks_stream', 7)).then([{ type: 'BookmarkRemoved', data: { userId: 'u1', list: 'bookmarks_stream', itemId: 7 } }]);
      given(marked).when(remove('read_items_stream', 7)).then([{ type: 'ItemMarkedUnread', data: { userId: 'u1', list: 'read_items_stream', itemId: 7 } }]);
    });
    it('removes nothing twice', () =>
      given([...marked, { type: 'BookmarkRemoved', data: { userId: 'u1', list: 'bookmarks_stream', itemId: 7 } }]).when(remove('bookmarks_stream', 7)).then([]));
    it("refuses another user's command on this learner's stream", () => {
      given(marked).when(add('bookmarks_stream', 8, 'u2')).thenThrows('NOT_MARK_OWNER');
      given(marked).when(remove('bookmarks_stream', 7, 'u2')).thenThrows('NOT_MARK_OWNER');
    });
    it('answers every list as arrays in the order the ids were marked', () => {
      const state = fold(learnerMarksDecider, [...marked, bookmarked('bookmarks_stream', 3), { type: 'ItemMarkedUnread', data: { userId: 'u1', list: 'read_items_stream', itemId: 7 } }]);
      expect(marksOf(state)).toEqual({ bookmarks_stream: [7, 3], read_items_stream: [], bookmarks_library: [7], bookmarks_report: [], bookmarks_story: [] });
    });
    it('never changes an earlier state while folding (cached states stay as they were)', () => {
      const before = fold(learnerMarksDecider, marked);
      learnerMarksDecider.evolve(before, bookmarked('bookmarks_stream', 99));
      expect(marksOf(before).bookmarks_stream).toEqual([7]);
    });
  });

  describe(`when a list holds ${MARK_LIST_LIMIT} ids`, () => {
    const full = Array.from({ length: MARK_LIST_LIMIT }, (_, i) => bookmarked('bookmarks_stream', i + 1));
    it('refuses one more with a Vietnamese message', () => {
      given(full).when(add('bookmarks_stream', MARK_LIST_LIMIT + 1)).thenThrows('MARK_LIST_FULL');
      expect(LEARNER_MARK_MESSAGES.limitReached('bookmarks_stream')).toBe(
        'Danh sách bài viết đã lưu đã đủ 5.000 mục. Vui lòng bỏ bớt đánh dấu cũ trước khi thêm mới.',
      );
    });
    it('still answers an id already there, takes one out, and the other lists are not full', () => {
      given(full).when(add('bookmarks_stream', 1)).then([]);
      given(full).when(remove('bookmarks_stream', 1)).then([{ type: 'BookmarkRemoved', data: { userId: 'u1', list: 'bookmarks_stream', itemId: 1 } }]);
      given(full).when(add('read_items_stream', 1)).then([read(1)]);
    });
    it('takes a new id again once one is removed', () =>
      given([...full, { type: 'BookmarkRemoved', data: { userId: 'u1', list: 'bookmarks_stream', itemId: 1 } }])
        .when(add('bookmarks_stream', MARK_LIST_LIMIT + 1))
        .then([bookmarked('bookmarks_stream', MARK_LIST_LIMIT + 1)]));
  });
});
