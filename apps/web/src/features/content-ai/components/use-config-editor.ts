import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import { failureMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { useAiModelsQuery } from '../../ai/ai.api';
import { useSettingEditor, type SettingEditor } from '../../site/setting-editor/use-setting-editor';

export type ConfigEditor<V> = {
  form: FormInstance<V>;
  editor: SettingEditor<V>;
  catalog: ReturnType<typeof useAiModelsQuery>;
  save: (values: V, done: () => void) => Promise<void>;
};

/**
 * A generation config in an admin's modal form (spec 3 §3 settings records), saved through the site's settings routes
 * against the version it was read at. The form starts from the stored value over the defaults, whose models are this
 * server's (the catalog's), so it waits for the catalog.
 */
export function useConfigEditor<V extends object>(
  type: 'VOICE_GENERATION_CONFIG' | 'IMAGE_GENERATION_CONFIG' | 'DIAGRAM_GENERATION_CONFIG' | 'prompt_settings',
  open: boolean,
  fromStored: (stored: unknown, models: readonly AiCatalogModel[]) => V,
  texts: { saved: string; saveFailed: string },
): ConfigEditor<V> {
  const [form] = Form.useForm<V>();
  const toast = useFormToast(`setting-${type}`);
  const catalog = useAiModelsQuery(undefined, { skip: !open });
  const models = catalog.data?.models;
  const editor = useSettingEditor<string, V>(type, {
    skip: !open || !models,
    fromStored: (stored) => fromStored(stored, models!),
    holder: {
      read: () => ({ ...fromStored(null, models!), ...form.getFieldsValue(true) }),
      fill: (value) => {
        form.resetFields();
        form.setFieldsValue(value as never);
      },
    },
  });
  const save = async (values: V, done: () => void) => {
    try {
      await editor.save({ ...fromStored(null, models!), ...values });
      toast.success(texts.saved);
      done();
    } catch (error) {
      toast.error(failureMessage(texts.saveFailed, error));
    }
  };
  return { form, editor, catalog, save };
}
