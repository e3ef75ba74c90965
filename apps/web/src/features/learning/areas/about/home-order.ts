import { HOME_CATEGORIES, HOME_PRIORITIES, type HomeCategory, type HomePriority } from '@k9/domain/content/content.types';

/** The home-only fields (spec 3 §3) that order the 'Về {product}' tab. */
export type HomeOrderFields = {
  id: number;
  featured: boolean | null;
  homeCategory: string | null;
  displayOrder: number | null;
  priority: string | null;
};

// Spec 3 §3 and §5's import defaults for a record that has none: not featured, latest, order 1, medium.
const DEFAULT_CATEGORY: HomeCategory = 'latest';
const DEFAULT_ORDER = 1;
const DEFAULT_PRIORITY: HomePriority = 'medium';

const rankOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): number => {
  const index = list.indexOf((value ?? fallback) as T);
  return index === -1 ? list.indexOf(fallback) : index;
};

/**
 * Featured first; then by homeCategory (featured, trending, recommended, latest, popular); then displayOrder (1
 * first); then priority (high, medium, low); the newest (highest id) first among equals.
 */
export function compareHomeItems(a: HomeOrderFields, b: HomeOrderFields): number {
  return (
    Number(b.featured === true) - Number(a.featured === true) ||
    rankOf(HOME_CATEGORIES, a.homeCategory, DEFAULT_CATEGORY) - rankOf(HOME_CATEGORIES, b.homeCategory, DEFAULT_CATEGORY) ||
    (a.displayOrder ?? DEFAULT_ORDER) - (b.displayOrder ?? DEFAULT_ORDER) ||
    rankOf(HOME_PRIORITIES, a.priority, DEFAULT_PRIORITY) - rankOf(HOME_PRIORITIES, b.priority, DEFAULT_PRIORITY) ||
    b.id - a.id
  );
}

export const orderHomeItems = <T extends HomeOrderFields>(items: readonly T[]): T[] => [...items].sort(compareHomeItems);
