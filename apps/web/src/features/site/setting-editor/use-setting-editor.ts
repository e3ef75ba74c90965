import type { SettingPayload, SettingRecord } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useEffectEvent, useState, type Dispatch, type SetStateAction } from 'react';
import { isStaleWrite } from '../../../api/errors';
import { useGetSettingQuery, useSaveSettingMutation, type SaveSettingArgs } from '../site.api';
import { baseOf, newerVersion, onStored, rebased, sameJson, type SettingBase } from './setting-editor';

/** An editor that keeps the value itself (an antd form): how the hook reads it and fills it. */
export type SettingHolder<V> = { read: () => V; fill: (value: V) => void };

export type SettingEditorOptions<T extends string, V> = {
  /** Fetch and keep nothing (a closed modal): the next time, the editor starts again from the stored version. */
  skip?: boolean;
  /** The stored payload, whatever an admin saved, as the editor holds it. */
  fromStored: (stored: unknown) => V;
  /** The payload a save sends; by default the value itself. */
  toSetting?: (value: V) => SettingPayload<T>;
  /** Without a holder, the hook keeps the value: `value` and `setValue`. */
  holder?: SettingHolder<V>;
  isSame?: (a: V, b: V) => boolean;
};

export type SettingEditor<V> = {
  /** The newest stored version of the type. */
  record: SettingRecord | undefined;
  /** The version the edits started from; null until it is loaded. */
  base: SettingBase<V> | null;
  ready: boolean;
  isFetching: boolean;
  loadError: unknown;
  /** The edited value, when the hook keeps it. */
  value: V | undefined;
  setValue: Dispatch<SetStateAction<V | undefined>>;
  isDirty: () => boolean;
  /** A newer stored version than the base while the admin has edits: offer to reload, or to save over it. */
  newerVersion: number | null;
  saving: boolean;
  /** The last save's refusal, until the next load. */
  saveError: unknown;
  /** That refusal says someone else saved first (409, 412). */
  conflict: boolean;
  /**
   * Saves `value` (default: the edits) against the base version, or with `overNewer` against the newest stored one
   * (the admin chose to keep their edits over someone else's save). The saved version becomes the base. Throws as
   * `unwrap()` does.
   */
  save: (value?: V, options?: { overNewer?: boolean }) => Promise<SettingRecord>;
  /** Fetches the stored version and puts it in the editor, dropping the edits. */
  reload: () => Promise<void>;
};

/**
 * One setting in an admin's editor (spec 3 §3): load it, keep the admin's edits while newer versions arrive (a newer
 * version replaces an unedited value at once), save with If-Match against the version the edits started from, and
 * report a conflict when someone else saved first (the setting is then refetched, see site.api).
 */
export function useSettingEditor<T extends string, V>(type: T | null, options: SettingEditorOptions<T, V>): SettingEditor<V> {
  const { skip = false, fromStored, toSetting, holder, isSame = sameJson } = options;
  const query = useGetSettingQuery(type && !skip ? type : skipToken, { refetchOnMountOrArgChange: true });
  const [saveSetting, saveState] = useSaveSettingMutation();
  const [base, setBase] = useState<SettingBase<V> | null>(null);
  const [value, setValue] = useState<V>();

  // Another type, or a closed editor: what was loaded no longer counts.
  const session = skip ? null : type;
  const [loadedFor, setLoadedFor] = useState(session);
  if (loadedFor !== session) {
    setLoadedFor(session);
    setBase(null);
  }

  const record = query.data && query.data.type === type && !skip ? query.data : undefined;
  const current = base && base.type === type ? base : null;

  const read = (): V | undefined => (holder ? holder.read() : value);
  const isDirty = (): boolean => !!current && !isSame(read() as V, current.value);

  const load = (stored: SettingRecord) => {
    const loaded = fromStored(stored.setting);
    setBase(baseOf(stored, loaded));
    if (holder) holder.fill(loaded);
    else setValue(loaded);
    saveState.reset();
  };

  const arrive = useEffectEvent((stored: SettingRecord) => {
    if (onStored(current, stored, isDirty) === 'load') load(stored);
  });
  useEffect(() => {
    // The record comes from RTK Query's cache and may fill an antd form: both are outside React's state.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (record) arrive(record);
  }, [record, current]);

  const newer = newerVersion(current, record);

  const save = async (explicit?: V, { overNewer = false } = {}): Promise<SettingRecord> => {
    if (!type || !current) throw new Error(`the setting ${type ?? ''} is not loaded yet`);
    // `null` is a value (header_background's removed image); only a missing argument means the edits.
    const edited = explicit === undefined ? (read() as V) : explicit;
    const { id, version } = overNewer && record && newer !== null ? rebased(current, record) : current;
    const args: SaveSettingArgs<T> = { type, setting: toSetting ? toSetting(edited) : (edited as SettingPayload<T>), id, version };
    const saved = await saveSetting(args).unwrap();
    load(saved);
    return saved;
  };

  const reload = async () => {
    load(await query.refetch().unwrap());
  };

  return {
    record,
    base: current,
    ready: current !== null,
    isFetching: query.isFetching,
    loadError: query.error,
    value,
    setValue,
    isDirty,
    newerVersion: newer,
    saving: saveState.isLoading,
    saveError: saveState.error,
    conflict: isStaleWrite(saveState.error),
    save,
    reload,
  };
}
