import { describe, expect, it } from '@jest/globals';
import { NO_MARKS, withMark } from './marks';

describe('marks shown before the server answers', () => {
  it('adds and removes one id in one list, leaving the others', () => {
    const one = withMark(NO_MARKS, 'bookmarks_stream', 5, true);
    expect(one.bookmarks_stream).toEqual([5]);
    expect(withMark(one, 'bookmarks_stream', 5, true)).toBe(one);
    expect(withMark(one, 'read_items_stream', 5, true)).toEqual({ ...one, read_items_stream: [5] });
    expect(withMark(one, 'bookmarks_stream', 5, false).bookmarks_stream).toEqual([]);
  });
});
