import type { CompanySummaryTaskView } from '@k9/contracts/market/company-summary';
import type { ContentAiTaskState } from '@k9/domain/content-ai/content-ai.types';
import { Button, Modal, Progress, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { errorMessage } from '../../../api/errors';
import { formatDateTime } from '../../../app/datetime';
import { LoadFailure } from '../../../app/load-failure';
import { useFormToast } from '../../../app/use-form-toast';
import { useCompanySummaryQueueQuery, useStopCompanySummaryTaskMutation } from './company-summary.api';
import { splitTasks } from './company-summary-rules';
import { COMPANY_SUMMARY_TEXT as T } from './company-summary.messages';

const STATE_COLOURS: Record<ContentAiTaskState, string> = { waiting: 'default', processing: 'blue', done: 'green', error: 'red', stopped: 'orange' };

/**
 * The company summary queue (spec 3 §4): counts of total, processing and waiting, the tasks in the queue each with
 * Stop (the one stop path), then the latest finished ones with their warning. Live over /ws; kept on the server, so a
 * reload or another admin's tab shows the same queue.
 */
export function CompanySummaryQueueModal({ onClose }: { onClose: () => void }) {
  const { data, error, isLoading, refetch } = useCompanySummaryQueueQuery();
  const [stop] = useStopCompanySummaryTaskMutation();
  const toast = useFormToast('company-summary-queue');
  const { current, finished } = splitTasks(data);
  const counts = { total_: (data?.processing ?? 0) + (data?.waiting ?? 0), processing: data?.processing ?? 0, waiting: data?.waiting ?? 0 };

  const stopTask = async (task: CompanySummaryTaskView) => {
    try {
      const { result } = await stop(task.id).unwrap();
      toast.info(result === 'removed' ? T.removed : T.cancelling);
    } catch (stopError) {
      toast.error(errorMessage(stopError, T.stopFailed));
    }
  };

  const columns: TableColumnsType<CompanySummaryTaskView> = [
    { key: 'ticker', title: T.columnTicker, width: 90, render: (_, task) => <Typography.Text strong>{task.searchTerm}</Typography.Text> },
    { key: 'state', title: T.columnState, width: 120, render: (_, task) => <Tag color={STATE_COLOURS[task.state]}>{T.state[task.state]}</Tag> },
    {
      key: 'progress',
      title: T.columnProgress,
      width: 140,
      render: (_, task) => (
        <Progress
          percent={task.progress}
          size="small"
          status={task.state === 'error' ? 'exception' : task.state === 'done' ? 'success' : task.state === 'processing' ? 'active' : 'normal'}
          aria-label={`${T.columnProgress} ${task.searchTerm}`}
        />
      ),
    },
    { key: 'createdAt', title: T.columnCreatedAt, width: 160, render: (_, task) => formatDateTime(task.createdAt) },
    { key: 'error', title: T.columnError, render: (_, task) => (task.error ? <Typography.Text type={task.state === 'error' ? 'danger' : 'secondary'}>{task.error}</Typography.Text> : null) },
  ];
  const stopColumn: TableColumnsType<CompanySummaryTaskView>[number] = {
    key: 'stop',
    width: 90,
    render: (_, task) => (
      <Button size="small" danger aria-label={T.stopTask(task.searchTerm)} onClick={() => void stopTask(task)}>
        {T.stop}
      </Button>
    ),
  };

  return (
    <Modal title={T.queueTitle} open onCancel={onClose} footer={<Button onClick={onClose}>{T.close}</Button>} width="min(860px, 100vw)" destroyOnHidden>
      {error && !data ? <LoadFailure error={error} fallback={T.loadFailed} onRetry={refetch} /> : null}
      <Space size={32} role="group" aria-label={T.queueTitle} style={{ marginBottom: 16 }}>
        {(['total_', 'processing', 'waiting'] as const).map((key) => (
          <div key={key} data-testid={`company-summary-${key.replace('_', '')}`}>
            <Statistic title={T[key]} value={counts[key]} loading={isLoading} />
          </div>
        ))}
      </Space>
      <Typography.Title level={2} style={{ fontSize: 15 }}>
        {T.current}
      </Typography.Title>
      <Table<CompanySummaryTaskView> size="small" rowKey="id" aria-label={T.current} loading={isLoading} pagination={false} columns={[...columns, stopColumn]} dataSource={current} locale={{ emptyText: T.emptyQueue }} scroll={{ x: 700 }} />
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 16 }}>
        {T.finished}
      </Typography.Title>
      <Table<CompanySummaryTaskView> size="small" rowKey="id" aria-label={T.finished} pagination={false} columns={columns} dataSource={finished} locale={{ emptyText: T.noFinished }} scroll={{ x: 700 }} />
    </Modal>
  );
}
