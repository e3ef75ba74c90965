import type { FacetCount } from '@k9/contracts';

/** Two rows of six: more chips than this collapse (spec 2 §2.4). */
export const CHIP_ROWS_LIMIT = 12;
/** What a collapsed chip list shows before its '...' expander. */
export const COLLAPSED_CHIPS = 9;

/**
 * The category chips (spec 2 §2.4): empty categories hidden; beyond two rows of six, the first nine and an expander.
 * A selected chip beyond the first nine stays shown. ('all' is drawn by the caller, always.)
 */
export function visibleChips(facets: readonly FacetCount[], expanded: boolean, selected: string | null): { shown: FacetCount[]; hidden: number } {
  const present = facets.filter((facet) => facet.count > 0 && facet.value !== '');
  if (expanded || present.length <= CHIP_ROWS_LIMIT) return { shown: present, hidden: 0 };
  const shown = present.slice(0, COLLAPSED_CHIPS);
  const chosen = present.find((facet) => facet.value === selected);
  if (chosen && !shown.includes(chosen)) shown.push(chosen);
  return { shown, hidden: present.length - shown.length };
}

/** Case training's category list: up to five, the rest behind 'see more (n)' (spec 2 §2.4). */
export const CASE_CATEGORIES_SHOWN = 5;
