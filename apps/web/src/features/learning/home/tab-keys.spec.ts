import { describe, expect, it } from '@jest/globals';
import { nextTabIndex } from './tab-keys';

describe('the tab bar from the keyboard (WAI-ARIA tabs)', () => {
  it('moves with the arrows, round the ends', () => {
    expect(nextTabIndex('ArrowRight', 0, 4)).toBe(1);
    expect(nextTabIndex('ArrowRight', 3, 4)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 4)).toBe(3);
    expect(nextTabIndex('ArrowLeft', 2, 4)).toBe(1);
  });

  it('goes to the ends with Home and End, and leaves other keys (and a list without focus) alone', () => {
    expect(nextTabIndex('Home', 2, 4)).toBe(0);
    expect(nextTabIndex('End', 0, 4)).toBe(3);
    expect(nextTabIndex('Enter', 1, 4)).toBeNull();
    expect(nextTabIndex('ArrowRight', -1, 4)).toBeNull();
  });
});
