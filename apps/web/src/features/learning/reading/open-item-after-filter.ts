/**
 * The open item once the list of new filters has arrived (spec 2 §4.5): it stays while the list holds it; else the first
 * visible item on desktop, or none (the empty prompt on desktop; on a phone, the list). 'keep': nothing to change.
 */
export function openItemAfterFilter(openItemId: number | null, listed: readonly { id: number }[], narrow: boolean): number | null | 'keep' {
  if (openItemId === null || listed.some((item) => item.id === openItemId)) return 'keep';
  return narrow ? null : (listed[0]?.id ?? null);
}
