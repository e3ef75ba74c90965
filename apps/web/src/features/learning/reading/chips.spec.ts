import { describe, expect, it } from '@jest/globals';
import { visibleChips } from './chips';

const facets = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `C${i + 1}`, count: n - i }));

describe('category chips (spec 2 §2.4)', () => {
  it('hides empty categories and shows up to two rows of six as they are', () => {
    expect(visibleChips([...facets(3), { value: 'Trống', count: 0 }, { value: '', count: 4 }], false, null)).toEqual({ shown: facets(3), hidden: 0 });
    expect(visibleChips(facets(12), false, null).shown).toHaveLength(12);
  });

  it('collapses more than twelve to nine with the rest behind the expander, keeping the selected one', () => {
    expect(visibleChips(facets(13), false, null)).toEqual({ shown: facets(13).slice(0, 9), hidden: 4 });
    const withSelected = visibleChips(facets(13), false, 'C12');
    expect(withSelected.shown.map((facet) => facet.value)).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8', 'C9', 'C12']);
    expect(withSelected.hidden).toBe(3);
    expect(visibleChips(facets(13), true, null)).toEqual({ shown: facets(13), hidden: 0 });
  });
});
