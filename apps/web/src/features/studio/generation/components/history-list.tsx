import { CheckCircleOutlined } from '@ant-design/icons';
import type { AiGenHistoryRecord } from '@k9/contracts';
import { Button, Collapse, Dropdown, Empty, List, Tag, Tooltip, Typography } from 'antd';
import { formatDateTime } from '../../../../app/datetime';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { skippedStepName } from '../generation-form';

type Props = {
  history: AiGenHistoryRecord[];
  loading: boolean;
  selectedId: number | null;
  onSelect: (record: AiGenHistoryRecord) => void;
  onView: (record: AiGenHistoryRecord) => void;
  onPublish: (record: AiGenHistoryRecord) => void;
  onDelete: (record: AiGenHistoryRecord) => void;
  onBatchApprove: () => void;
};

/**
 * Spec 1 §2.7 'Lịch sử câu hỏi', collapsed at first: the admin's own finished questions, newest first, 'Đã duyệt' on
 * published ones; a right click offers publish (recreate once published), view and delete.
 */
export function HistoryList({ history, loading, selectedId, onSelect, onView, onPublish, onDelete, onBatchApprove }: Props) {
  const menuFor = (record: AiGenHistoryRecord) => ({
    items: [
      { key: 'publish', label: record.is_create ? TEXT.recreate : TEXT.publish, disabled: record.state !== 'completed' },
      { key: 'view', label: TEXT.view },
      { key: 'delete', label: TEXT.delete, danger: true },
    ],
    onClick: ({ key, domEvent }: { key: string; domEvent: { stopPropagation: () => void } }) => {
      domEvent.stopPropagation();
      if (key === 'publish') onPublish(record);
      else if (key === 'view') onView(record);
      else onDelete(record);
    },
  });

  const list = history.length ? (
    <List
      size="small"
      loading={loading}
      rowKey="id"
      dataSource={history}
      style={{ maxHeight: 480, overflowY: 'auto' }}
      renderItem={(record) => (
        <Dropdown key={record.id} trigger={['contextMenu']} menu={menuFor(record)}>
          <List.Item
            data-history-id={record.id}
            aria-current={record.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(record)}
            style={{ cursor: 'pointer', paddingInline: 8, background: record.id === selectedId ? '#e6f4ff' : undefined, borderRadius: 6 }}
          >
            <div style={{ minWidth: 0, flex: 1 }}>
              <Typography.Text ellipsis style={{ display: 'block' }} title={record.prompt}>
                {record.prompt}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(record.create_at)}
              </Typography.Text>{' '}
              {record.is_create ? (
                <Tag color="success" icon={<CheckCircleOutlined />}>
                  {TEXT.published}
                </Tag>
              ) : null}
              {record.state === 'failed' ? (
                <Tooltip title={record.anwser}>
                  <Tag color="error">{TEXT.failed}</Tag>
                </Tooltip>
              ) : null}
              {record.skippedSteps?.length ? (
                <Tooltip title={record.skippedSteps.map((step) => `${skippedStepName(step)}: ${step.message}`).join(' · ')}>
                  <Tag color="warning">{TEXT.skippedTag(record.skippedSteps.length)}</Tag>
                </Tooltip>
              ) : null}
            </div>
          </List.Item>
        </Dropdown>
      )}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.historyEmpty} />
  );

  // 'Duyệt hàng loạt' sits beside the panel, not in its header: a button inside the header's button is a nested control.
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onBatchApprove}>
          {TEXT.batchApprove}
        </Button>
      </div>
      <Collapse size="small" defaultActiveKey={[]} items={[{ key: 'history', label: `${TEXT.historyTitle} (${history.length})`, children: list }]} />
    </div>
  );
}
