import type { ContentAiTaskView } from '@k9/contracts/content-ai/content-ai.types';
import type { ContentAiQueue, ContentAiTaskState } from '@k9/domain/content-ai/content-ai.types';
import { Alert, Button, Modal, Progress, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { errorMessage } from '../../../api/errors';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { queueCounts, splitTasks } from '../content-ai-queue';
import { useContentAiQueueQuery, useStopContentAiTaskMutation } from '../content-ai.api';
import { CONTENT_AI_TEXT as TEXT } from '../content-ai.messages';

const STATE_COLOURS: Record<ContentAiTaskState, string> = { waiting: 'default', processing: 'blue', done: 'green', error: 'red', stopped: 'orange' };

const modeOf = (task: ContentAiTaskView) => (task.mode === 'kroki' || task.mode === 'html' ? TEXT.diagramTab[task.mode] : '—');

/** The diagram queue's own columns: the kind of diagram, and the record's diagrams made and failed out of those asked for. */
const DIAGRAM_COLUMNS: TableColumnsType<ContentAiTaskView> = [
  { key: 'mode', title: TEXT.columnMode, width: 90, render: (_, task) => modeOf(task) },
  { key: 'counts', title: TEXT.columnCounts, width: 170, render: (_, task) => (task.counts ? TEXT.counts(task.counts.success, task.counts.failed, task.counts.total) : '—') },
];

/**
 * A generation queue (spec 3 screen 1 "voice queue"; the image and diagram queues alike, the diagram one with each
 * task's kind and counts, and why Kroki mode cannot run when this server has no Kroki): the counts of total, processing and
 * waiting, the processing and waiting tasks each with Stop, then the latest finished ones with their error. Live over
 * /ws (contentAiQueue follows its jobs); a reload or another admin's tab shows the same queue, kept on the server.
 */
export function QueueModal({ queue, onClose }: { queue: ContentAiQueue; onClose: () => void }) {
  const { data, error, isLoading, refetch } = useContentAiQueueQuery(queue);
  const [stop] = useStopContentAiTaskMutation();
  const toast = useFormToast(`content-ai-queue-${queue}`);
  const counts = queueCounts(data);
  const { current, finished } = splitTasks(data);

  const stopTask = async (task: ContentAiTaskView) => {
    try {
      const { result } = await stop({ queue, taskId: task.id }).unwrap();
      toast.info(result === 'removed' ? TEXT.removed : TEXT.cancelling);
    } catch (stopError) {
      toast.error(errorMessage(stopError, TEXT.stopFailed));
    }
  };

  const columns: TableColumnsType<ContentAiTaskView> = [
    { key: 'title', title: TEXT.columnTitle, render: (_, task) => <Typography.Text>{task.title}</Typography.Text> },
    ...(queue === 'voice' ? [{ key: 'source', title: TEXT.columnSource, width: 130, render: (_: unknown, task: ContentAiTaskView) => (task.source ? (TEXT.source[task.source] ?? task.source) : '—') }] : []),
    ...(queue === 'diagram' ? DIAGRAM_COLUMNS : []),
    {
      key: 'state',
      title: TEXT.columnState,
      width: 120,
      render: (_, task) => (
        <Tag color={STATE_COLOURS[task.state]} style={{ marginInlineEnd: 0 }}>
          {TEXT.state[task.state]}
        </Tag>
      ),
    },
    {
      key: 'progress',
      title: TEXT.columnProgress,
      width: 140,
      render: (_, task) => (
        <Progress
          percent={task.progress}
          size="small"
          status={task.state === 'error' ? 'exception' : task.state === 'done' ? 'success' : task.state === 'processing' ? 'active' : 'normal'}
          aria-label={`${TEXT.columnProgress} ${task.title}`}
        />
      ),
    },
    {
      key: 'error',
      title: TEXT.columnError,
      render: (_, task) => (task.error ? <Typography.Text type={task.state === 'error' ? 'danger' : 'secondary'}>{task.error}</Typography.Text> : null),
    },
  ];
  const stopColumn: TableColumnsType<ContentAiTaskView>[number] = {
    key: 'stop',
    width: 90,
    render: (_, task) => (
      <Button size="small" danger aria-label={TEXT.stopTask(task.title)} onClick={() => void stopTask(task)}>
        {TEXT.stop}
      </Button>
    ),
  };

  return (
    <Modal title={TEXT.queueTitle[queue]} open onCancel={onClose} footer={<Button onClick={onClose}>{TEXT.close}</Button>} width={860} destroyOnHidden>
      {error && !data ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={refetch} /> : null}
      {data?.krokiUnavailable ? <Alert type="warning" showIcon title={data.krokiUnavailable} style={{ marginBottom: 16 }} /> : null}
      <Space size={32} role="group" aria-label={TEXT.queueTitle[queue]} style={{ marginBottom: 16 }}>
        {(['total', 'processing', 'waiting'] as const).map((key) => (
          <div key={key} data-testid={`content-ai-${queue}-${key}`}>
            <Statistic title={TEXT[key]} value={counts[key]} loading={isLoading} />
          </div>
        ))}
      </Space>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {TEXT.current}
      </Typography.Title>
      <Table<ContentAiTaskView>
        size="small"
        rowKey="id"
        aria-label={TEXT.current}
        loading={isLoading}
        pagination={false}
        columns={[...columns, stopColumn]}
        dataSource={current}
        locale={{ emptyText: TEXT.emptyQueue }}
      />
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
        {TEXT.finished}
      </Typography.Title>
      <Table<ContentAiTaskView>
        size="small"
        rowKey="id"
        aria-label={TEXT.finished}
        pagination={false}
        columns={columns}
        dataSource={finished}
        scroll={{ y: 260 }}
        locale={{ emptyText: TEXT.noFinished }}
      />
    </Modal>
  );
}
