import type { HomepageContent } from '@k9/contracts';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { blankRequiredHomepageFields, HOMEPAGE_MESSAGES } from '@k9/domain/site/rules/homepage-content';
import { failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useUploadImage } from '../hooks/use-upload-image';
import { useSettingEditor } from '../setting-editor/use-setting-editor';
import { HOMEPAGE_EDITOR_TEXT as TEXT } from './homepage-editor.messages';
import { contentFrom, layoutOf, toContent, toFormValues, type HomepageFormValues, type HomepageLayout } from './homepage-form';
import { imagesFrom, slotKey, withImage, withoutImage, type ImageSlot } from './homepage-images';

export const CONTENT_TYPE = 'homepage_content';
export const IMAGES_TYPE = 'homepage_images';

/** A stored `homepage_content` as the editor holds and compares it: every fixed slot present, features normalised. */
const contentOf = (stored: unknown): HomepageContent => toContent(toFormValues(contentFrom(stored)));

/** Load, edit and save `homepage_content` (in the form) and `homepage_images` (kept here) together (spec 1 §2.9, §4). */
export function useHomepageEditor(form: FormInstance<HomepageFormValues>) {
  const toast = useFormToast('homepage-editor');
  const { uploadImage } = useUploadImage();
  const [layout, setLayout] = useState<HomepageLayout>(() => layoutOf(contentFrom(null)));
  const [saving, setSaving] = useState(false);
  const [uploadingSlot, setUploadingSlot] = useState<string | null>(null);

  const fillForm = (content: HomepageContent) => {
    form.resetFields();
    form.setFieldsValue(toFormValues(content));
    setLayout(layoutOf(content));
  };

  const content = useSettingEditor(CONTENT_TYPE, {
    fromStored: contentOf,
    holder: { read: () => toContent(form.getFieldsValue(true) as HomepageFormValues), fill: fillForm },
  });
  const images = useSettingEditor(IMAGES_TYPE, { fromStored: imagesFrom });
  const editors = [content, images];

  const ready = content.ready && images.ready;
  const loadError = content.loadError ?? images.loadError;

  /** Each save is one command (one event), guarded by its setting's version. */
  const write = async (saves: Array<() => Promise<unknown>>): Promise<boolean> => {
    setSaving(true);
    try {
      for (const save of saves) await save();
      toast.success(TEXT.saved);
      return true;
    } catch (error) {
      // A stale version (409/412) refetches the setting: `stale` then offers to save over it; the form keeps the edits.
      // A refusal (a required text left blank) says why.
      toast.error(failureMessage(TEXT.saveFailed, error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The texts the homepage cannot do without are filled in: otherwise the first one is shown, and nothing is saved. */
  const requiredFilled = async (): Promise<boolean> => {
    const blank = blankRequiredHomepageFields(toContent(form.getFieldsValue(true) as HomepageFormValues));
    if (!blank.length) return true;
    await form.validateFields(blank.map((field) => [...field.path])).catch(() => undefined);
    form.scrollToField([...blank[0].path], { block: 'center' });
    toast.error(HOMEPAGE_MESSAGES.requiredBlank(blank.map((field) => field.label)));
    return false;
  };

  /** Save All Changes: each setting that differs from what was loaded, or was never saved. */
  const saveAll = async () => {
    if (!ready || !(await requiredFilled())) return;
    await write(editors.filter((editor) => editor.base?.id === null || editor.isDirty()).map((editor) => () => editor.save()));
  };

  /** After someone else's save: what the admin changed is stored over the newest versions; the rest already follows them. */
  const saveOverNewer = async () => {
    if (!ready || !(await requiredFilled())) return;
    await write(editors.filter((editor) => editor.isDirty()).map((editor) => () => editor.save(undefined, { overNewer: true })));
  };

  const reload = async () => {
    try {
      await Promise.all(editors.map((editor) => editor.reload()));
    } catch {
      toast.error(TEXT.loadFailed);
    }
  };

  /** An earlier version goes into the form and is saved as a new version (a new event, nothing rewritten). */
  const restore = async (setting: unknown): Promise<boolean> => {
    if (!ready) return false;
    const restored = contentOf(setting);
    fillForm(restored);
    return write([() => content.save(restored)]);
  };

  const upload = async (slot: ImageSlot, file: File) => {
    setUploadingSlot(slotKey(slot));
    try {
      const url = await uploadImage(file);
      images.setValue((current) => withImage(current ?? {}, slot, url));
    } catch (error) {
      toast.error(failureMessage(TEXT.uploadFailed, error));
    } finally {
      setUploadingSlot(null);
    }
  };

  const remove = (slot: ImageSlot) => images.setValue((current) => withoutImage(current ?? {}, slot));

  return {
    loading: !ready && !loadError,
    /** What the first reads failed with, until both have answered. */
    loadError: ready ? undefined : loadError,
    /** Reads both again after a failure. */
    retry: () => Promise.all(editors.filter((editor) => editor.loadError).map((editor) => editor.reload())),
    ready,
    saving,
    /** Saved versions newer than the ones the admin's edits started from. */
    stale: content.newerVersion !== null || images.newerVersion !== null,
    layout,
    contentVersion: content.base?.version ?? null,
    images: { images: images.value ?? {}, uploadingSlot, onUpload: upload, onRemove: remove },
    isDirty: () => content.isDirty() || images.isDirty(),
    saveAll,
    saveOverNewer,
    reload,
    restore,
  };
}

export type ImageControls = ReturnType<typeof useHomepageEditor>['images'];
