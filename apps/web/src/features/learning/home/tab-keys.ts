/**
 * Where focus goes in a tab list on a key (WAI-ARIA tabs): the arrows move to the next or previous tab, round the
 * ends; Home and End to the first and last. null: the key is not the tab list's (or no tab has focus).
 */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  if (count === 0 || current < 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
