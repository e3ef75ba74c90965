import { DeleteOutlined, PlusOutlined, RobotOutlined, SaveOutlined } from '@ant-design/icons';
import type { ThesisView } from '@k9/contracts';
import { Button, Divider, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { refusalMessage } from '../../../api/errors';
import { formatDateTime } from '../../../app/datetime';
import type { FormToast } from '../../../app/use-form-toast';
import { useDeleteThesisMutation, useUpdateThesisMutation } from '../thesis.api';
import { draftOf, fieldsOf, segmentsOf, thesisUpdateBody, withSegmentAdded, withSegmentDeleted, withSegmentEdited, type SegmentBody, type SegmentDraft, type ThesisFields } from '../thesis-form';
import { THESIS_TEXT as T } from '../thesis.messages';
import { SegmentList } from './segment-list';
import { SegmentModal } from './segment-modal';
import { LearnerMarkdown } from '../../learning/areas/shared/safe-markdown';
import { useAiSummary } from '../use-ai-summary';

const EMPTY_SEGMENT: SegmentDraft = { content: '', summary: '', mode: 'original', originalContent: null };
/** The segment form open: a new segment, or the stored one it edits. */
type Editing = { segment: SegmentBody | null };

/**
 * One thesis (spec 2 §2.10, §4.10): its name, content and summary (the AI may summarise the whole thesis), saved as
 * the full body; its segments added, edited and deleted, each change saved at once with the others renumbered from 1;
 * the thesis deleted after a confirmation.
 */
export function ThesisEditor({ thesis, toast, onDeleted }: { thesis: ThesisView; toast: FormToast; onDeleted: () => void }) {
  const [form] = Form.useForm<ThesisFields>();
  const [update, updating] = useUpdateThesisMutation();
  const [remove, removing] = useDeleteThesisMutation();
  const [editing, setEditing] = useState<Editing | null>(null);
  const { summarize, summarizing } = useAiSummary(toast);
  const segments = useMemo(() => segmentsOf(thesis), [thesis]);
  const summary = Form.useWatch('summary', form) ?? thesis.summary;

  const save = async (change: { fields?: ThesisFields; segments?: SegmentBody[] }, done: string): Promise<boolean> => {
    try {
      await update({ id: thesis.id, body: thesisUpdateBody(thesis, change) }).unwrap();
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(refusalMessage(error, T.saveFailed));
      return false;
    }
  };

  const saveFields = (values: ThesisFields) => void save({ fields: { ...values, name: values.name.trim() } }, T.saved);

  const saveSegment = (draft: SegmentDraft) =>
    save({ segments: editing?.segment?.id ? withSegmentEdited(segments, editing.segment.id, draft) : withSegmentAdded(segments, draft) }, T.segmentSaved);

  const deleteSegment = (segment: SegmentBody) => segment.id && void save({ segments: withSegmentDeleted(segments, segment.id) }, T.segmentDeleted);

  const summarizeThesis = async () => {
    if (!segments.length) {
      toast.warning(T.noSegments);
      return;
    }
    const text = await summarize({ purpose: 'thesis', thesisId: thesis.id });
    if (text === null) return;
    form.setFieldValue('summary', text);
    toast.info(T.aiSummaryDone);
  };

  const deleteThesis = async () => {
    try {
      await remove(thesis.id).unwrap();
      toast.success(T.deleted);
      onDeleted();
    } catch (error) {
      toast.error(refusalMessage(error, T.deleteFailed));
    }
  };

  return (
    <div data-role="thesis-editor" data-thesis-id={thesis.id} style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.segmentCount(segments.length)} · {T.updatedAt(formatDateTime(thesis.updateAt))}
      </Typography.Text>
      <Form form={form} layout="vertical" initialValues={fieldsOf(thesis)} onFinish={saveFields} aria-label={thesis.name}>
        <Form.Item name="name" label={T.name} rules={[{ required: true, whitespace: true, message: T.nameRequired }]}>
          <Input aria-label={T.name} maxLength={200} />
        </Form.Item>
        <Form.Item name="content" label={T.content}>
          <Input.TextArea aria-label={T.content} autoSize={{ minRows: 2, maxRows: 10 }} />
        </Form.Item>
        <Form.Item label={T.summary} style={{ marginBottom: 8 }}>
          <Button size="small" icon={<RobotOutlined />} loading={summarizing} onClick={() => void summarizeThesis()} style={{ marginBottom: 8 }}>
            {T.aiThesisSummary}
          </Button>
          <Form.Item name="summary" noStyle>
            <Input.TextArea aria-label={T.summary} autoSize={{ minRows: 2, maxRows: 8 }} />
          </Form.Item>
        </Form.Item>
        {summary ? (
          <div data-role="summary-preview" style={{ background: '#f8fafc', borderRadius: 6, padding: '6px 10px', marginBottom: 12 }}>
            <LearnerMarkdown text={summary} />
          </div>
        ) : null}
        <Space wrap>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={updating.isLoading}>
            {T.save}
          </Button>
          <Popconfirm title={T.deleteConfirm} okText={T.yes} cancelText={T.no} onConfirm={() => void deleteThesis()}>
            <Button danger icon={<DeleteOutlined />} loading={removing.isLoading}>
              {T.delete}
            </Button>
          </Popconfirm>
        </Space>
      </Form>
      <Divider style={{ margin: '12px 0' }} />
      <Space style={{ justifyContent: 'space-between', width: '100%' }} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {T.segments}
        </Typography.Title>
        <Button icon={<PlusOutlined />} disabled={updating.isLoading} onClick={() => setEditing({ segment: null })}>
          {T.addSegment}
        </Button>
      </Space>
      <SegmentList segments={segments} busy={updating.isLoading} onEdit={(segment) => setEditing({ segment })} onDelete={deleteSegment} />
      {editing ? (
        <SegmentModal
          title={editing.segment ? T.editSegment(editing.segment.order) : T.addSegment}
          initial={editing.segment ? draftOf(editing.segment) : EMPTY_SEGMENT}
          toast={toast}
          onCancel={() => setEditing(null)}
          onSave={saveSegment}
        />
      ) : null}
    </div>
  );
}
