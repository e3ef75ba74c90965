import type { HomepageContent, HomepageImages, SettingRecord } from '@k9/contracts';
import { App, type FormInstance } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useGetSettingQuery, useSaveSettingMutation } from '../site.api';
import { featuresToText } from './features-text';
import { HOMEPAGE_EDITOR_TEXT as TEXT } from './homepage-editor.messages';
import { contentFrom, layoutOf, sameJson, toContent, toFormValues, type HomepageFormValues, type HomepageLayout } from './homepage-form';
import { imagesFrom, slotKey, withImage, withoutImage, type ImageSlot } from './homepage-images';
import { useUploadImage } from './use-upload-image';

export const CONTENT_TYPE = 'homepage_content';
export const IMAGES_TYPE = 'homepage_images';

/** What one setting in the editor was loaded from: a save is a PUT against exactly this version. */
type Base<T> = { id: string | null; version: number; value: T };
type Bases = { content: Base<HomepageContent>; images: Base<HomepageImages> };
type Changes = { content?: HomepageContent; images?: HomepageImages };

/** Load, edit and save `homepage_content` and `homepage_images` together (spec 1 §2.9, §4). */
export function useHomepageEditor(form: FormInstance<HomepageFormValues>) {
  const { message } = App.useApp();
  const contentQuery = useGetSettingQuery(CONTENT_TYPE, { refetchOnMountOrArgChange: true });
  const imagesQuery = useGetSettingQuery(IMAGES_TYPE, { refetchOnMountOrArgChange: true });
  const [saveSetting] = useSaveSettingMutation();
  const { uploadImage } = useUploadImage();

  const [bases, setBases] = useState<Bases | null>(null);
  const [images, setImages] = useState<HomepageImages>({});
  const [layout, setLayout] = useState<HomepageLayout>(() => layoutOf(contentFrom(null)));
  const [saving, setSaving] = useState(false);
  const [uploadingSlot, setUploadingSlot] = useState<string | null>(null);

  const contentRecord = contentQuery.data;
  const imagesRecord = imagesQuery.data;
  const loadError = contentQuery.error ?? imagesQuery.error;

  const fillForm = useCallback(
    (content: HomepageContent) => {
      form.resetFields();
      form.setFieldsValue(toFormValues(content));
      setLayout(layoutOf(content));
    },
    [form],
  );

  const load = useCallback(
    (contentSetting: SettingRecord, imagesSetting: SettingRecord) => {
      const content = contentFrom(contentSetting.setting);
      const loadedImages = imagesFrom(imagesSetting.setting);
      fillForm(content);
      setImages(loadedImages);
      setBases({
        content: { id: contentSetting.id, version: contentSetting.version, value: toContent(toFormValues(content)) },
        images: { id: imagesSetting.id, version: imagesSetting.version, value: loadedImages },
      });
    },
    [fillForm],
  );

  const currentContent = useCallback(() => toContent(form.getFieldsValue(true) as HomepageFormValues), [form]);

  const isDirty = useCallback(
    () => !!bases && (!sameJson(currentContent(), bases.content.value) || !sameJson(images, bases.images.value)),
    [bases, currentContent, images],
  );

  // First load; later versions (another admin's save, pushed over the socket) replace the form only if nothing is edited.
  useEffect(() => {
    if (!contentRecord || !imagesRecord) return;
    if (!bases) return load(contentRecord, imagesRecord);
    const newer = contentRecord.version > bases.content.version || imagesRecord.version > bases.images.version;
    if (newer && !isDirty()) load(contentRecord, imagesRecord);
  }, [contentRecord, imagesRecord, bases, isDirty, load]);

  useEffect(() => {
    if (loadError) void message.error(TEXT.loadFailed);
  }, [loadError, message]);

  /** Saved versions newer than the ones the admin's edits started from. */
  const stale =
    !!bases &&
    !!contentRecord &&
    !!imagesRecord &&
    (contentRecord.version > bases.content.version || imagesRecord.version > bases.images.version);

  /** Each setting in `changes` becomes one command (one event), guarded by its version in `from`. */
  const write = async (changes: Changes, from: Bases): Promise<boolean> => {
    setSaving(true);
    let next = from;
    try {
      if (changes.content) {
        const saved = await saveSetting({ type: CONTENT_TYPE, setting: changes.content, ...versionOf(next.content) }).unwrap();
        next = { ...next, content: { id: saved.id, version: saved.version, value: changes.content } };
        setBases(next);
        form.setFieldValue(['finalCta', 'pricing', 'features'], featuresToText(changes.content.finalCta.pricing.features));
      }
      if (changes.images) {
        const saved = await saveSetting({ type: IMAGES_TYPE, setting: changes.images, ...versionOf(next.images) }).unwrap();
        next = { ...next, images: { id: saved.id, version: saved.version, value: changes.images } };
        setBases(next);
      }
      void message.success(TEXT.saved);
      return true;
    } catch {
      // A stale version (409/412) refetches the setting: `stale` then offers to save over it; the form keeps the edits.
      void message.error(TEXT.saveFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Save All Changes: each setting that differs from what was loaded, or was never saved. */
  const saveAll = async () => {
    if (!bases) return;
    const content = currentContent();
    await write(
      {
        content: bases.content.id === null || !sameJson(content, bases.content.value) ? content : undefined,
        images: bases.images.id === null || !sameJson(images, bases.images.value) ? images : undefined,
      },
      bases,
    );
  };

  /** After someone else's save: what the admin changed is stored over the newest versions; the rest follows them. */
  const saveOverNewer = async () => {
    if (!bases || !contentRecord || !imagesRecord) return;
    const content = currentContent();
    const contentChanged = !sameJson(content, bases.content.value);
    const imagesChanged = !sameJson(images, bases.images.value);
    const rebased: Bases = {
      content: { ...bases.content, id: contentRecord.id, version: contentRecord.version },
      images: { ...bases.images, id: imagesRecord.id, version: imagesRecord.version },
    };
    if (!contentChanged) {
      const newer = contentFrom(contentRecord.setting);
      fillForm(newer);
      rebased.content.value = toContent(toFormValues(newer));
    }
    if (!imagesChanged) {
      rebased.images.value = imagesFrom(imagesRecord.setting);
      setImages(rebased.images.value);
    }
    setBases(rebased);
    await write({ content: contentChanged ? content : undefined, images: imagesChanged ? images : undefined }, rebased);
  };

  const reload = async () => {
    try {
      const [content, loadedImages] = await Promise.all([contentQuery.refetch().unwrap(), imagesQuery.refetch().unwrap()]);
      load(content, loadedImages);
    } catch {
      void message.error(TEXT.loadFailed);
    }
  };

  /** An earlier version goes into the form and is saved as a new version (a new event, nothing rewritten). */
  const restore = async (setting: unknown): Promise<boolean> => {
    if (!bases) return false;
    const content = contentFrom(setting);
    fillForm(content);
    return write({ content: toContent(toFormValues(content)) }, bases);
  };

  const upload = async (slot: ImageSlot, file: File) => {
    setUploadingSlot(slotKey(slot));
    try {
      const url = await uploadImage(file);
      setImages((current) => withImage(current, slot, url));
    } catch {
      void message.error(TEXT.uploadFailed);
    } finally {
      setUploadingSlot(null);
    }
  };

  const remove = (slot: ImageSlot) => setImages((current) => withoutImage(current, slot));

  return {
    loading: !bases && !loadError,
    loadFailed: !bases && !!loadError,
    ready: !!bases,
    saving,
    stale,
    layout,
    contentVersion: bases?.content.version ?? null,
    images: { images, uploadingSlot, onUpload: upload, onRemove: remove },
    isDirty,
    saveAll,
    saveOverNewer,
    reload,
    restore,
  };
}

export type ImageControls = ReturnType<typeof useHomepageEditor>['images'];

const versionOf = (base: Base<unknown>) => ({ id: base.id, version: base.version });
