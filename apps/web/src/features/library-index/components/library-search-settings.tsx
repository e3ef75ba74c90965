import { LIBRARY_INDEX_MESSAGES } from '@k9/domain/library-index/library-index.messages';
import { LIBRARY_SEARCH_SETTING } from '@k9/domain/library-index/library-index.settings';
import { LIBRARY_SEARCH_LIMITS as L, LIBRARY_TABLES, librarySearchSettingOf, type LibrarySearchSetting } from '@k9/domain/library-index/rules/library-search';
import { Alert, Button, Card, Checkbox, Form, InputNumber, Select } from 'antd';
import { errorMessage } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { useAiModelsQuery } from '../../ai/ai.api';
import { modelOptions } from '../../ai/model-options';
import { useSettingEditor } from '../../site/setting-editor/use-setting-editor';
import { LIBRARY_INDEX_TEXT } from '../library-index.messages';

const TEXT = LIBRARY_INDEX_TEXT.settings;
const TABLE_OPTIONS = LIBRARY_TABLES.map((table) => ({ value: table, label: LIBRARY_INDEX_TEXT.tables[table] }));

/** The form's values: a cleared model is the AI defaults' embedding model (null), as the setting stores it. */
const toSetting = (values: LibrarySearchSetting): LibrarySearchSetting => ({ ...values, embeddingModel: values.embeddingModel ?? null });

/** A rule without `required`: antd would set aria-required on the checkbox group, which its role does not allow. */
const atLeastOneTable = async (_rule: unknown, value: unknown) => {
  if (!Array.isArray(value) || value.length === 0) throw new Error(TEXT.tablesRequired);
};

/**
 * LIBRARY_SEARCH_SETTING (issue 28 §3): the search's defaults k, threshold and tables, and the embedding model. A new
 * model re-embeds the library in the background (the panel above shows it being built).
 */
export function LibrarySearchSettings() {
  const [form] = Form.useForm<LibrarySearchSetting>();
  const toast = useFormToast('library-search-setting');
  const catalog = useAiModelsQuery();
  const editor = useSettingEditor(LIBRARY_SEARCH_SETTING, {
    fromStored: librarySearchSettingOf,
    toSetting,
    holder: {
      read: () => toSetting(form.getFieldsValue(true) as LibrarySearchSetting),
      // A select shows its placeholder (the AI default) for no value, not for null.
      fill: (values) => form.setFieldsValue({ ...values, embeddingModel: values.embeddingModel ?? undefined }),
    },
  });
  const chosen = Form.useWatch('embeddingModel', form);

  const save = async () => {
    try {
      await editor.save();
      toast.success(TEXT.saved);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.failed));
    }
  };

  return (
    <Card title={TEXT.title} size="small">
      {editor.loadError && !editor.ready ? <LoadFailure error={editor.loadError} fallback={TEXT.loadFailed} onRetry={editor.reload} style={{ marginBottom: 12 }} /> : null}
      {editor.newerVersion !== null ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={TEXT.stale}
          action={
            <Button size="small" onClick={() => void editor.reload()}>
              {TEXT.reload}
            </Button>
          }
        />
      ) : null}
      <Form<LibrarySearchSetting> form={form} layout="vertical" name="library-search-setting" onFinish={() => void save()} disabled={!editor.ready} requiredMark={false} style={{ maxWidth: 480 }}>
        <Form.Item name="k" label={TEXT.k} rules={[{ required: true, type: 'integer', min: L.minK, max: L.maxK, message: LIBRARY_INDEX_MESSAGES.kInvalid }]}>
          <InputNumber min={L.minK} max={L.maxK} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="threshold" label={TEXT.threshold} rules={[{ required: true, type: 'number', min: L.minThreshold, max: L.maxThreshold, message: LIBRARY_INDEX_MESSAGES.thresholdInvalid }]}>
          <InputNumber min={L.minThreshold} max={L.maxThreshold} step={0.01} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="tables" label={TEXT.tables} rules={[{ validator: atLeastOneTable }]}>
          <Checkbox.Group options={TABLE_OPTIONS} />
        </Form.Item>
        <Form.Item name="embeddingModel" label={TEXT.embeddingModel} extra={TEXT.modelChangeNote}>
          <Select
            allowClear
            aria-label={TEXT.embeddingModel}
            loading={catalog.isLoading}
            placeholder={catalog.data ? TEXT.aiDefault(catalog.data.defaults.embedding) : undefined}
            options={modelOptions(catalog.data?.models ?? [], 'embedding', chosen)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={editor.saving}>
          {TEXT.save}
        </Button>
      </Form>
    </Card>
  );
}
