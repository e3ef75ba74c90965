import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import type { SegmentBody } from '../thesis-form';
import { THESIS_TEXT as T } from '../thesis.messages';
import { LearnerMarkdown } from '../../learning/areas/shared/safe-markdown';

type Props = {
  segments: readonly SegmentBody[];
  busy: boolean;
  onEdit: (segment: SegmentBody) => void;
  onDelete: (segment: SegmentBody) => void;
};

/** The thesis's chat segments in their order: each with its summary and its content as markdown, edit and delete. */
export function SegmentList({ segments, busy, onEdit, onDelete }: Props) {
  if (!segments.length) return <Typography.Paragraph type="secondary">{T.segmentsEmpty}</Typography.Paragraph>;
  return (
    <ol aria-label={T.segments} style={{ display: 'grid', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
      {segments.map((segment) => (
        <li key={segment.id} data-role="segment" data-segment-id={segment.id} data-order={segment.order}>
          <Card
            size="small"
            title={
              <Space size={6} wrap>
                <span data-role="segment-order">{T.segmentTitle(segment.order)}</span>
                <Tag>{T.modes[segment.mode]}</Tag>
              </Space>
            }
            extra={
              <Space size={0}>
                <Button size="small" type="text" icon={<EditOutlined />} aria-label={T.editSegment(segment.order)} disabled={busy} onClick={() => onEdit(segment)} />
                <Popconfirm title={T.deleteSegmentConfirm} okText={T.yes} cancelText={T.no} onConfirm={() => onDelete(segment)}>
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={T.deleteSegment(segment.order)} disabled={busy} />
                </Popconfirm>
              </Space>
            }
          >
            {segment.summary ? (
              <div style={{ background: '#f8fafc', borderRadius: 6, padding: '6px 10px', marginBottom: 8 }} data-role="segment-summary">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {T.summary}
                </Typography.Text>
                <LearnerMarkdown text={segment.summary} />
              </div>
            ) : null}
            <div data-role="segment-content">
              <LearnerMarkdown text={segment.content} label={T.content} />
            </div>
            {segment.originalContent ? (
              <details style={{ marginTop: 6 }}>
                <summary>{T.originalContent}</summary>
                <LearnerMarkdown text={segment.originalContent} />
              </details>
            ) : null}
          </Card>
        </li>
      ))}
    </ol>
  );
}
