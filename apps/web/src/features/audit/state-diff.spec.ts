import { describe, expect, it } from '@jest/globals';
import { compareStates, flatten, shownValue } from './state-diff';

describe('a record at two moments', () => {
  it('lists every field of either moment as a path, marking those that differ', () => {
    const before = { status: 'active', fields: { title: 'Cũ', isPublic: true, tags: ['a'] } };
    const after = { status: 'active', fields: { title: 'Mới', isPublic: false, tags: ['a'], summary: 'Thêm' } };
    expect(compareStates(before, after)).toEqual([
      { field: 'fields.isPublic', a: true, b: false, changed: true },
      { field: 'fields.summary', a: undefined, b: 'Thêm', changed: true },
      { field: 'fields.tags', a: ['a'], b: ['a'], changed: false },
      { field: 'fields.title', a: 'Cũ', b: 'Mới', changed: true },
      { field: 'status', a: 'active', b: 'active', changed: false },
    ]);
  });

  it('compares with nothing when a moment is before the record existed', () => {
    expect(compareStates(null, { status: 'active' })).toEqual([{ field: 'status', a: undefined, b: 'active', changed: true }]);
    expect(flatten({ a: {} })).toEqual({ a: {} });
    expect(shownValue(undefined, '(chưa có)')).toBe('(chưa có)');
    expect(shownValue(['x'], '-')).toBe('["x"]');
  });
});
