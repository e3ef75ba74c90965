/**
 * Spec 2 §5.3: rows with year 1970 are ignored (an empty date read as the epoch by the source's exports). A row is
 * dropped when its year or any of its dates falls in 1970.
 */
export function isDated1970(row: { year?: number | string | null; dates?: ReadonlyArray<string | null | undefined> }): boolean {
  if (row.year !== undefined && row.year !== null && String(row.year).trim() === '1970') return true;
  return (row.dates ?? []).some((date) => typeof date === 'string' && /^1970(-|\/|$)/.test(date.trim()));
}
