/**
 * What an auditor may see of the event log (issue 36 §1), declared by each context for its own streams and events:
 * an allow-list per event type of the fields of its data that are shown. A field outside it is left out, name and
 * value, wherever events are shown (the log across streams, a stream's history, a replayed state). Secrets (password
 * hashes, keys, session data) are never listed.
 */
export type AuditFieldRule = {
  /** What happened, in Vietnamese, for the audit log's rows. */
  label: string;
  /** The fields of the event's data that are shown; `a.b` picks `b` inside `a` (inside each element when `a` is a list). */
  shown: readonly string[];
  /** Of those, a learner's own words (answers, chat messages, notes): each request that shows them is recorded. */
  personal?: readonly string[];
};

/** Streams of one kind: their ids start with `prefix` (the longest matching prefix wins). */
export type AuditStreamKind = { kind: string; prefix: string; label: string };

/** One context's declaration: the kinds of its streams and the rule of each of its event types. */
export type AuditedEvents = { kinds: readonly AuditStreamKind[]; events: Readonly<Record<string, AuditFieldRule>> };

/** Picks the allow-listed paths of a value: `a` takes the whole of `a`, `a.b` only `b` of `a` (of each element of a list). */
export function pickPaths(value: unknown, paths: readonly string[]): unknown {
  if (Array.isArray(value)) return value.map((element) => pickPaths(element, paths));
  if (!value || typeof value !== 'object') return paths.length ? value : undefined;
  const source = value as Record<string, unknown>;
  const byHead = new Map<string, string[]>();
  for (const path of paths) {
    const [head, ...rest] = path.split('.');
    const tails = byHead.get(head) ?? [];
    if (rest.length) tails.push(rest.join('.'));
    else tails.push('');
    byHead.set(head, tails);
  }
  const picked: Record<string, unknown> = {};
  for (const [head, tails] of byHead) {
    if (!Object.prototype.hasOwnProperty.call(source, head)) continue;
    picked[head] = tails.includes('') ? source[head] : pickPaths(source[head], tails);
  }
  return picked;
}
