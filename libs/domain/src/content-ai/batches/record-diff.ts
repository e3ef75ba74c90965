/** One field a bulk AI change would change: its value before and after (as JSON values). */
export type FieldChange = { field: string; before: unknown; after: unknown };

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The per-record diff a dry run shows (issue 35 §2): the fields of `after` whose value differs from `before`, in the
 * order `after` names them. An unchanged field is left out; a record with no change has an empty diff (nothing to apply).
 */
export function recordDiff(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): FieldChange[] {
  return Object.keys(after)
    .filter((field) => !same(before[field], after[field]))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] }));
}
