import { AI_DEFAULTS } from '@k9/domain/ai/model-catalog';
import { THESIS_SETTING, type ThesisSetting } from '@k9/domain/thesis/thesis.settings';
import { Button, Card, Form, Select } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../api/errors';
import { LoadFailure } from '../../app/load-failure';
import { useFormToast } from '../../app/use-form-toast';
import { useAiModelsQuery } from '../ai/ai.api';
import { modelOptions } from '../ai/model-options';
import { useGetSettingQuery, useSaveSettingMutation } from '../site/site.api';
import { THESIS_TEXT } from './thesis.messages';

const T = THESIS_TEXT.settings;
type ThesisSettingForm = { summaryModel: string };

/**
 * THESIS_SETTING on the AI admin page (issue 30 §2): the model of every thesis AI summary, gpt-4.1-2025-04-14 until an
 * admin chooses another (the server falls back to the first configured text model when that one's provider is missing).
 */
export function ThesisSettingsCard() {
  const { data, error, refetch } = useGetSettingQuery(THESIS_SETTING);
  const catalog = useAiModelsQuery();
  const [save, { isLoading }] = useSaveSettingMutation();
  const [form] = Form.useForm<ThesisSettingForm>();
  const toast = useFormToast('thesis-settings');
  const chosen = Form.useWatch('summaryModel', form);
  useEffect(() => {
    if (data) form.setFieldsValue({ summaryModel: (data.setting as ThesisSetting | null)?.summaryModel ?? AI_DEFAULTS.thesisSummaryModel });
  }, [data, form]);
  const submit = async (values: ThesisSettingForm) => {
    try {
      await save({ type: THESIS_SETTING, id: data?.id ?? null, version: data?.version ?? 0, setting: { summaryModel: values.summaryModel } }).unwrap();
      toast.success(T.saved);
    } catch (failure) {
      toast.error(errorMessage(failure, T.failed));
    }
  };
  return (
    <Card title={T.title} size="small">
      {error ? <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 12 }} /> : null}
      {catalog.error ? <LoadFailure error={catalog.error} onRetry={catalog.refetch} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 640 }}>
        <Form.Item name="summaryModel" label={T.model} extra={T.modelHint} rules={[{ required: true, message: THESIS_TEXT.summaryModelInvalid }]}>
          <Select aria-label={T.model} showSearch={{ optionFilterProp: 'title' }} loading={catalog.isLoading} options={modelOptions(catalog.data?.models ?? [], 'text', chosen)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {T.save}
        </Button>
      </Form>
    </Card>
  );
}
