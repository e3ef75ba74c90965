import { DEFAULT_OCR_INSTRUCTION } from '@k9/domain/market/document-summaries/document-summary-prompt';
import { OCR_SETTING, type OcrSetting } from '@k9/domain/market/document-summaries/document-summary-settings';
import { Button, Card, Form, Input, Select, Switch, Typography } from 'antd';
import { useEffect } from 'react';
import { errorMessage } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { useGetSettingQuery, useSaveSettingMutation } from '../../site/site.api';
import { DATA_TABLE_TEXT } from './data-table.messages';

const T = DATA_TABLE_TEXT.settings;
type OcrForm = { learnersEnabled: boolean; allowedHosts: string[]; instruction: string };

/**
 * OCR_SETTING on the AI admin page (issue 33 §1-§2): whether learners may run the OCR and summary tool (it spends the
 * AI budget), the hosts documents may be fetched from (this site's /files always), and the instruction the tool starts with.
 */
export function OcrSettingsCard() {
  const { data, error, refetch } = useGetSettingQuery(OCR_SETTING);
  const [save, { isLoading }] = useSaveSettingMutation();
  const [form] = Form.useForm<OcrForm>();
  const toast = useFormToast('ocr-settings');
  const stored = () => (data?.setting ?? {}) as OcrSetting;
  useEffect(() => {
    const saved = (data?.setting ?? {}) as OcrSetting;
    if (data) form.setFieldsValue({ learnersEnabled: saved.learnersEnabled !== false, allowedHosts: saved.allowedHosts ?? [], instruction: saved.instruction ?? DEFAULT_OCR_INSTRUCTION });
  }, [data, form]);
  const submit = async (values: OcrForm) => {
    try {
      // Never saved and left empty: the server's own list (OCR_ALLOWED_HOSTS) stays the one in use.
      const hosts = values.allowedHosts.length || stored().allowedHosts ? { allowedHosts: values.allowedHosts } : {};
      await save({ type: OCR_SETTING, id: data?.id ?? null, version: data?.version ?? 0, setting: { learnersEnabled: values.learnersEnabled, ...hosts, instruction: values.instruction.trim() } }).unwrap();
      toast.success(T.saved);
    } catch (failure) {
      toast.error(errorMessage(failure, T.failed));
    }
  };
  return (
    <Card title={T.title} size="small">
      {error ? <LoadFailure error={error} onRetry={refetch} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} style={{ maxWidth: 640 }}>
        <Form.Item name="learnersEnabled" label={T.learnersEnabled} valuePropName="checked">
          <Switch aria-label={T.learnersEnabled} />
        </Form.Item>
        <Form.Item name="allowedHosts" label={T.allowedHosts} extra={T.allowedHostsHint}>
          <Select mode="tags" aria-label={T.allowedHosts} tokenSeparators={[',', ' ']} open={false} />
        </Form.Item>
        <Form.Item name="instruction" label={T.instruction} rules={[{ max: 1000, message: T.instructionTooLong }]}>
          <Input.TextArea aria-label={T.instruction} autoSize={{ minRows: 3, maxRows: 8 }} maxLength={1000} showCount />
        </Form.Item>
        <Typography.Paragraph type="secondary">{T.cost}</Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {T.save}
        </Button>
      </Form>
    </Card>
  );
}
