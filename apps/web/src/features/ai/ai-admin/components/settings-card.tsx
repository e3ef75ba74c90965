import type { AiCatalogModel } from '@k9/contracts/ai/ai.types';
import { Button, Card, Form, InputNumber, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useAiSettingsQuery, useSaveAiSettingsMutation } from '../../ai.api';
import { modelOptions } from '../../model-options';
import { AI_ADMIN_TEXT } from '../ai-admin.messages';
import { LoadFailure } from '../../../../app/load-failure';

const TEXT = AI_ADMIN_TEXT.settings;
type SettingsForm = { perUserDaily: number | null; perClassDaily: number | null; fallbackVoice: string | null };

/** Daily limits of learners' AI calls (admins are never limited) and the fallback voice. */
export function SettingsCard({ voices }: { voices: AiCatalogModel[] }) {
  const { data, error, refetch } = useAiSettingsQuery();
  const [save, { isLoading }] = useSaveAiSettingsMutation();
  const [form] = Form.useForm<SettingsForm>();
  const toast = useFormToast('ai-settings');
  useEffect(() => {
    if (data) form.setFieldsValue({ perUserDaily: data.perUserDaily, perClassDaily: data.perClassDaily, fallbackVoice: data.fallbackVoice });
  }, [data, form]);
  const submit = async (values: SettingsForm) => {
    try {
      await save({ perUserDaily: values.perUserDaily ?? null, perClassDaily: values.perClassDaily ?? null, fallbackVoice: values.fallbackVoice ?? null }).unwrap();
      toast.success(TEXT.saved);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.failed));
    }
  };
  return (
    <Card title={TEXT.title} size="small">
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 480 }}>
        {error ? <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 12 }} /> : null}
        <Typography.Paragraph type="secondary">{TEXT.unlimited}</Typography.Paragraph>
        <Form.Item name="perUserDaily" label={TEXT.perUser}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="perClassDaily" label={TEXT.perClass}>
          <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="fallbackVoice" label={TEXT.fallbackVoice}>
          <Select allowClear aria-label={TEXT.fallbackVoice} placeholder={TEXT.none} options={modelOptions(voices, 'voice', data?.fallbackVoice)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {TEXT.save}
        </Button>
      </Form>
    </Card>
  );
}
