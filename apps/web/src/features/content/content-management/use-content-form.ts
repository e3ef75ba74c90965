import type { ContentRecord } from '@k9/contracts';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, errorStatus, refusalMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useCreateContentMutation, useLazyGetContentQuery, useUpdateContentMutation } from '../content.api';
import { CONTENT_FORM_TEXT as F } from './content-forms.messages';
import { contentBodyOf, formValuesOf, type ContentFormValues } from './content-form';
import type { FormTarget } from './components/content-form-modal';

/** Why the last save was refused: a stale edit (412) offers a reload, anything else shows the server's reason. */
export type SaveRefusal = { message: string; stale: boolean };

/**
 * The record form's state: the form filled once per opening (a new record's defaults, or the stored record read
 * afresh), the save (create, or update with If-Match on the version the edit started from) and its refusal.
 */
export function useContentForm(target: FormTarget | null, onSaved: (record: ContentRecord) => void) {
  const [form] = Form.useForm<ContentFormValues>();
  const toast = useFormToast('content-form');
  const [load, loaded] = useLazyGetContentQuery();
  const [createContent, createState] = useCreateContentMutation();
  const [updateContent, updateState] = useUpdateContentMutation();
  const [record, setRecord] = useState<ContentRecord | null>(null);
  const [refusal, setRefusal] = useState<SaveRefusal | null>(null);
  const type = target?.type ?? 'news';

  const fill = async (id: number) => {
    const stored = await load(id, false).unwrap();
    setRecord(stored);
    form.resetFields();
    form.setFieldsValue(formValuesOf(stored.type, stored));
    setRefusal(null);
  };

  useEffect(() => {
    if (!target) return;
    if (target.mode === 'create') {
      form.resetFields();
      form.setFieldsValue(formValuesOf(target.type));
    } else {
      // The record arrives from the server (RTK Query) and fills an antd form: both outside React's state. Until it
      // has, the form spins: the record of an earlier opening must not stand in for it (nor lend its version).
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRecord(null);
      void fill(target.id).catch(() => undefined);
    }
    // Each opening fills the form once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target]);

  const submit = async (values: ContentFormValues) => {
    if (!target) return;
    const body = contentBodyOf(type, { ...formValuesOf(type, record ?? undefined), ...values });
    try {
      const saved =
        target.mode === 'create'
          ? await createContent({ type, ...body }).unwrap()
          : await updateContent({ body: { id: target.id, ...body }, version: record?.version }).unwrap();
      toast.success(target.mode === 'create' ? F.created : F.saved);
      setRefusal(null);
      onSaved(saved);
    } catch (error) {
      const stale = errorStatus(error) === 412;
      const message = stale ? errorMessage(error, F.saveFailed) : refusalMessage(error, F.saveFailed);
      setRefusal({ message, stale });
      toast.error(message);
    }
  };

  const editing = target?.mode === 'edit';
  return {
    form,
    type,
    record,
    refusal,
    editing,
    loading: editing && (loaded.isFetching || !record),
    loadError: editing ? loaded.error : undefined,
    saving: createState.isLoading || updateState.isLoading,
    /** Reads the stored record again into the form (after a stale save, or a failed read). */
    reload: () => (target?.mode === 'edit' ? fill(target.id).catch(() => undefined) : undefined),
    submit,
    /** After the modal has closed: nothing of this opening is kept. */
    forget: () => {
      setRecord(null);
      setRefusal(null);
    },
  };
}
