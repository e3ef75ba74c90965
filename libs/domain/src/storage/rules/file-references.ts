/**
 * A stored file is kept once something names it: a setting, later a content record, holding its address
 * `/files/<key>` (relative or absolute, anywhere in its JSON). Uploads nothing names are removed after a day.
 */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 3_600_000;

// Our keys only (`yyyy/mm/<uuid>.<ext>`, see the storage module); anything else names no upload of ours.
const FILE_ADDRESS = /\/files\/(\d{4}\/(?:0[1-9]|1[0-2])\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,10})(?![a-z0-9])/g;
const MAX_DEPTH = 64;

/** Every upload key that `value` names, once each, in the order found. */
export function fileKeysIn(value: unknown): string[] {
  const keys = new Set<string>();
  const visit = (node: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (typeof node === 'string') {
      if (node.includes('/files/')) for (const match of node.matchAll(FILE_ADDRESS)) keys.add(match[1]);
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
    } else if (node !== null && typeof node === 'object') {
      for (const item of Object.values(node)) visit(item, depth + 1);
    }
  };
  visit(value, 0);
  return [...keys];
}

/** Uploads named by nothing and made before this moment are due for removal at `now`. */
export const unclaimedCutoff = (now: number): number => now - UNCLAIMED_UPLOAD_TTL_MS;
