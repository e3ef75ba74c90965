import type { ContentAiTaskState } from '@k9/domain/content-ai/content-ai.types';
import { Button, Modal, Progress, Space, Spin, Statistic, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { diagramProgress } from '../content-ai-diagram';
import { useContentAiQueueQuery, useStopContentAiTaskMutation } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';

const STATE_COLOURS: Record<ContentAiTaskState, string> = { waiting: 'default', processing: 'blue', done: 'green', error: 'red', stopped: 'orange' };

/**
 * Spec 3 screen 1 "progress modal for diagram/HTML generation": one record's diagrams as they are made, the total asked
 * for (the config's quantity), how many succeeded and failed, and Stop while the task waits or runs. Live over /ws, as
 * the diagram queue is; closing it leaves the task running (the diagram queue modal still shows it).
 */
export function DiagramProgressModal({ taskId, title, onClose }: { taskId: string; title: string; onClose: () => void }) {
  const { task, isLoading } = useContentAiQueueQuery('diagram', { selectFromResult: ({ data, isLoading }) => ({ task: data?.tasks.find((each) => each.id === taskId), isLoading }) });
  const [stop, stopState] = useStopContentAiTaskMutation();
  const [removed, setRemoved] = useState(false);
  const toast = useFormToast('content-ai-diagram-progress');
  const progress = diagramProgress(task);

  const stopTask = async () => {
    try {
      const { result } = await stop({ queue: 'diagram', taskId }).unwrap();
      if (result === 'removed') setRemoved(true);
      toast.info(result === 'removed' ? TEXT.removed : TEXT.cancelling);
    } catch (stopError) {
      toast.error(errorMessage(stopError, TEXT.stopFailed));
    }
  };

  const footer = (
    <Space>
      {progress.running ? (
        <Button danger loading={stopState.isLoading} onClick={() => void stopTask()}>
          {TEXT.stop}
        </Button>
      ) : null}
      <Button onClick={onClose}>{TEXT.close}</Button>
    </Space>
  );

  return (
    <Modal title={TEXT.progressTitle(title)} open onCancel={onClose} footer={footer} width={560} destroyOnHidden>
      {!task ? (
        removed ? (
          <Typography.Paragraph>{TEXT.removed}</Typography.Paragraph>
        ) : (
          <Spin spinning={isLoading}>
            <Typography.Paragraph type="secondary">{TEXT.progressWaiting}</Typography.Paragraph>
          </Spin>
        )
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space>
            <Tag color={STATE_COLOURS[task.state]}>{TEXT.state[task.state]}</Tag>
            {task.mode === 'kroki' || task.mode === 'html' ? <Typography.Text type="secondary">{TEXT.diagramMode[task.mode]}</Typography.Text> : null}
          </Space>
          <Space size={32} role="group" aria-label={TEXT.progressTitle(title)}>
            {(['total', 'success', 'failed'] as const).map((key) => (
              <div key={key} data-testid={`diagram-progress-${key}`}>
                <Statistic title={TEXT[key]} value={progress[key]} />
              </div>
            ))}
          </Space>
          <Progress
            percent={progress.percent}
            status={task.state === 'error' ? 'exception' : task.state === 'done' ? 'success' : task.state === 'processing' ? 'active' : 'normal'}
            aria-label={`${TEXT.columnProgress} ${title}`}
          />
          {task.error ? <Typography.Text type={task.state === 'error' ? 'danger' : 'secondary'}>{task.error}</Typography.Text> : null}
        </Space>
      )}
    </Modal>
  );
}
