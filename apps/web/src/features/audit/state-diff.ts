/** A state's fields as dotted paths to their values (lists and plain values are leaves, shown as they are). */
export function flatten(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 && prefix) into[prefix] = {};
    for (const [key, inner] of entries) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) into[prefix] = value;
  return into;
}

export type FieldComparison = { field: string; a: unknown; b: unknown; changed: boolean };

/** Two moments of a record side by side: every field of either, whether it differs. */
export function compareStates(a: Record<string, unknown> | null, b: Record<string, unknown> | null): FieldComparison[] {
  const [left, right] = [flatten(a ?? {}), flatten(b ?? {})];
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return fields.map((field) => ({ field, a: left[field], b: right[field], changed: JSON.stringify(left[field]) !== JSON.stringify(right[field]) }));
}

/** A value as the comparison shows it: text as it is, anything else as JSON. */
export const shownValue = (value: unknown, none: string): string => (value === undefined ? none : typeof value === 'string' ? value : JSON.stringify(value));
