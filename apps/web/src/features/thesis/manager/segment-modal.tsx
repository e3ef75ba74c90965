import { RobotOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Segmented } from 'antd';
import type { ThesisChatMode } from '@k9/contracts';
import { useState } from 'react';
import type { FormToast } from '../../../app/use-form-toast';
import type { SegmentDraft } from '../thesis-form';
import { THESIS_TEXT as T } from '../thesis.messages';
import { useAiSummary } from '../use-ai-summary';

type Props = {
  title: string;
  /** The segment edited; a new one starts empty. */
  initial: SegmentDraft;
  toast: FormToast;
  onCancel: () => void;
  /** Saves the thesis with the segment; true when stored. */
  onSave: (draft: SegmentDraft) => Promise<boolean>;
};

/** Adds or edits one chat segment (spec 2 §2.10, §5.7): content required, a summary the AI may write, the mode. */
export function SegmentModal({ title, initial, toast, onCancel, onSave }: Props) {
  const [form] = Form.useForm<SegmentDraft>();
  const [saving, setSaving] = useState(false);
  const { summarize, summarizing } = useAiSummary(toast);

  const aiSummary = async () => {
    const text = (form.getFieldValue('content') as string | undefined)?.trim() ?? '';
    if (!text) {
      toast.warning(T.segmentTextRequired);
      return;
    }
    const summary = await summarize({ purpose: 'segment', text });
    if (summary !== null) form.setFieldValue('summary', summary);
  };

  const submit = async (values: SegmentDraft) => {
    setSaving(true);
    const stored = await onSave({ content: values.content.trim(), summary: values.summary?.trim() ?? '', mode: values.mode, originalContent: initial.originalContent });
    setSaving(false);
    if (stored) onCancel();
  };

  return (
    <Modal open title={title} onCancel={onCancel} okText={T.save} cancelText={T.cancel} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden width={720} style={{ maxWidth: 'calc(100vw - 16px)' }}>
      <Form form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} data-role="segment-form">
        <Form.Item name="content" label={T.content} rules={[{ required: true, whitespace: true, message: T.contentRequired }]}>
          <Input.TextArea aria-label={T.content} autoSize={{ minRows: 4, maxRows: 14 }} />
        </Form.Item>
        <Form.Item label={T.summary} style={{ marginBottom: 0 }}>
          <Button size="small" icon={<RobotOutlined />} loading={summarizing} onClick={() => void aiSummary()} style={{ marginBottom: 8 }}>
            {T.aiSummary}
          </Button>
          <Form.Item name="summary" noStyle>
            <Input.TextArea aria-label={T.summary} autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
        </Form.Item>
        <Form.Item name="mode" label={T.mode} style={{ marginTop: 16 }}>
          <Segmented<ThesisChatMode>
            aria-label={T.mode}
            options={[
              { value: 'original', label: T.modes.original },
              { value: 'summarized', label: T.modes.summarized },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
