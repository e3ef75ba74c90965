import type { SettingRecord } from '@k9/contracts';

/** What the admin's edits started from: a save is a PUT against exactly this version (If-Match), or a POST if `id` is null. */
export type SettingBase<V> = { type: string; id: string | null; version: number; value: V };

export const baseOf = <V>(record: SettingRecord, value: V): SettingBase<V> => ({
  type: record.type,
  id: record.id,
  version: record.version,
  value,
});

/**
 * What the editor does with a stored version that arrives (first load, a refetch, another admin's save pushed over
 * the socket): the first one is loaded; a newer one replaces the editor's value only while the admin has not changed it.
 */
export function onStored(base: SettingBase<unknown> | null, record: SettingRecord, isDirty: () => boolean): 'load' | 'keep' {
  if (!base || base.type !== record.type) return 'load';
  return record.version > base.version && !isDirty() ? 'load' : 'keep';
}

/** The stored version when it is newer than the one the edits started from (someone else saved meanwhile). */
export const newerVersion = (base: SettingBase<unknown> | null, record: SettingRecord | undefined): number | null =>
  base && record && record.type === base.type && record.version > base.version ? record.version : null;

/** The edits stay, and continue from the newest stored version: the next save writes over it. */
export const rebased = <V>(base: SettingBase<V>, record: SettingRecord): SettingBase<V> => ({ ...base, id: record.id, version: record.version });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Deep equality of JSON values, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && sameJson(a[key], b[key]));
  }
  return a === b;
}
