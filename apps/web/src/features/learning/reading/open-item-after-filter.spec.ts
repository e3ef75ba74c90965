import { describe, expect, it } from '@jest/globals';
import { openItemAfterFilter } from './open-item-after-filter';

const rows = (...ids: number[]) => ids.map((id) => ({ id }));

describe('the open item after a filter change (spec 2 §4.5)', () => {
  it('stays while the new list holds it', () => {
    expect(openItemAfterFilter(7, rows(3, 7), false)).toBe('keep');
    expect(openItemAfterFilter(7, rows(3, 7), true)).toBe('keep');
  });

  it('gives way on desktop to the first visible item, or to the empty prompt when nothing is listed', () => {
    expect(openItemAfterFilter(7, rows(3, 5), false)).toBe(3);
    expect(openItemAfterFilter(7, rows(), false)).toBeNull();
  });

  it('closes on a phone (the list shows, no modal of an item it does not hold)', () => {
    expect(openItemAfterFilter(7, rows(3, 5), true)).toBeNull();
  });

  it('leaves nothing open alone (the desktop rule of the first item chooses then)', () => {
    expect(openItemAfterFilter(null, rows(3), false)).toBe('keep');
  });
});
