import { DeleteOutlined, LoadingOutlined } from '@ant-design/icons';
import type { GenerationQueueItem } from '@k9/contracts';
import { Button, Card, List, Tag, Tooltip, Typography } from 'antd';
import { failureMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { useRemoveRequestMutation } from '../studio-generation.api';

/**
 * Spec 1 §2.7: 'Đang xử lý (N yêu cầu)', shown only while requests wait. The queue is the server's: every tab and a
 * reload show the same one; a waiting request can be taken out.
 */
export function QueueList({ items, onOpen }: { items: GenerationQueueItem[]; onOpen: (id: number) => void }) {
  const [remove] = useRemoveRequestMutation();
  const toast = useFormToast('generation-queue');
  if (items.length === 0) return null;

  const removeItem = async (id: number) => {
    try {
      await remove(id).unwrap();
      toast.success(TEXT.requestRemoved);
    } catch (error) {
      toast.error(failureMessage(TEXT.removeFailed, error));
    }
  };

  return (
    <Card size="small" title={TEXT.queueTitle(items.length)} data-testid="generation-queue">
      <List
        size="small"
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            data-queue-id={item.id}
            actions={
              item.state === 'waiting'
                ? [
                    <Tooltip key="remove" title={TEXT.removeRequest}>
                      <Button size="small" type="text" danger aria-label={`${TEXT.removeRequest}: ${item.prompt.slice(0, 50)}`} icon={<DeleteOutlined />} onClick={() => void removeItem(item.id)} />
                    </Tooltip>,
                  ]
                : []
            }
          >
            <div style={{ minWidth: 0, flex: 1, cursor: 'pointer' }} onClick={() => onOpen(item.id)}>
              <Typography.Text ellipsis style={{ display: 'block' }}>
                {item.prompt}
              </Typography.Text>
              {item.state === 'running' ? (
                <Tag color="processing" icon={<LoadingOutlined />}>
                  {item.runningStep ?? TEXT.queueRunning}
                </Tag>
              ) : (
                <Tag>{TEXT.queueWaiting}</Tag>
              )}
              {item.flowName ? <Typography.Text type="secondary">{item.flowName}</Typography.Text> : null}
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
