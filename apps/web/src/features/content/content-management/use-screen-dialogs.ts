import type { BulkField } from '@k9/domain/content/rules/bulk-update';
import { useCallback, useState } from 'react';
import type { FormTarget } from './components/content-form-modal';
import type { ImportKind } from './components/import-modal';
import type { SettingsModal } from './settings/settings-modals';

/**
 * What the screen has open over its table, each with what it shows. Several may be open at once: the record's detail
 * opens its quiz, its history or its form over itself.
 */
export type ScreenDialogs = {
  detail?: number;
  quiz?: number;
  form?: FormTarget;
  history?: { id: number; title: string };
  bulk?: { field?: BulkField };
  settings?: SettingsModal;
  import?: ImportKind;
};

export type DialogKind = keyof ScreenDialogs;

/** The screen's open dialogs: one state for all of them. */
export function useScreenDialogs() {
  const [open, setOpen] = useState<ScreenDialogs>({});
  const show = useCallback(<K extends DialogKind>(kind: K, value: NonNullable<ScreenDialogs[K]>) => setOpen((current) => ({ ...current, [kind]: value })), []);
  const close = useCallback(
    (kind: DialogKind) =>
      setOpen((current) => {
        const next = { ...current };
        delete next[kind];
        return next;
      }),
    [],
  );
  return { open, show, close };
}

export type ScreenDialogControls = ReturnType<typeof useScreenDialogs>;
