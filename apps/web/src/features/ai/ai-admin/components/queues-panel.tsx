import type { AiQueueJob } from '@k9/contracts';
import { Badge, Button, Card, Empty, Progress, Space, Statistic, Table, Tag, Typography } from 'antd';
import { errorMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useAiQueuesQuery, useRetryAiJobMutation, useStopAiJobMutation } from '../../ai.api';
import { AI_ADMIN_TEXT } from '../ai-admin.messages';

const TEXT = AI_ADMIN_TEXT.queues;
const STATE_COLOURS: Record<string, string> = { active: 'blue', waiting: 'default', delayed: 'gold', prioritized: 'default', completed: 'green', failed: 'red', removed: 'default', stalled: 'orange' };
const STATE_LABELS: Record<string, string> = { active: TEXT.active, waiting: TEXT.waiting, delayed: TEXT.delayed, prioritized: TEXT.waiting, completed: TEXT.completed, failed: TEXT.failed };

const age = (ms: number) => (ms < 60_000 ? `${Math.round(ms / 1000)} giây` : ms < 3_600_000 ? `${Math.round(ms / 60_000)} phút` : `${Math.round(ms / 3_600_000)} giờ`);
const percent = (progress: AiQueueJob['progress']) => (typeof progress === 'number' ? Math.round(progress) : null);
/** A job that reports what it has done rather than a percentage (a streamed run: characters so far). */
const describeProgress = (progress: AiQueueJob['progress']) =>
  typeof progress === 'object' && typeof progress.chars === 'number' ? `${progress.chars} ký tự` : JSON.stringify(progress);

/** Every queue with its counts and latest jobs; changes arrive over /ws from BullMQ's queue events. */
export function QueuesPanel() {
  const { data = [], isLoading, isFetching } = useAiQueuesQuery();
  const [stop] = useStopAiJobMutation();
  const [retry] = useRetryAiJobMutation();
  const toast = useFormToast('ai-queue');
  const act = async (action: typeof stop, job: AiQueueJob, done: string) => {
    try {
      await action({ queue: job.queue, jobId: job.jobId }).unwrap();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, AI_ADMIN_TEXT.models.saveFailed));
    }
  };
  if (!isLoading && data.length === 0) return <Empty description={TEXT.empty} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Badge status={isFetching ? 'processing' : 'success'} text={TEXT.live} />
      {data.map((queue) => (
        <Card key={queue.name} title={<Typography.Text code>{queue.name}</Typography.Text>} size="small" data-testid={`queue-${queue.name}`}>
          <Space wrap size="large" style={{ marginBottom: 16 }}>
            <Statistic title={TEXT.waiting} value={queue.counts.waiting} />
            <Statistic title={TEXT.active} value={queue.counts.active} />
            <Statistic title={TEXT.delayed} value={queue.counts.delayed} />
            <Statistic title={TEXT.completed} value={queue.counts.completed} />
            <Statistic title={TEXT.failed} value={queue.counts.failed} />
          </Space>
          <Table<AiQueueJob>
            rowKey="jobId"
            size="small"
            dataSource={queue.jobs}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 900 }}
            locale={{ emptyText: TEXT.empty }}
            columns={[
              { title: TEXT.job, render: (_, job) => <Typography.Text ellipsis={{ tooltip: job.jobId }} style={{ maxWidth: 240 }}>{job.jobId}</Typography.Text> },
              { title: TEXT.state, dataIndex: 'state', render: (state: string) => <Tag color={STATE_COLOURS[state] ?? 'default'}>{STATE_LABELS[state] ?? state}</Tag> },
              { title: TEXT.owner, render: (_, job) => job.ownerEmail ?? job.ownerId ?? AI_ADMIN_TEXT.ledger.system },
              { title: TEXT.purpose, render: (_, job) => job.purpose ?? job.name },
              { title: TEXT.progress, render: (_, job) => (percent(job.progress) !== null ? <Progress percent={percent(job.progress)!} size="small" /> : <Typography.Text type="secondary">{describeProgress(job.progress)}</Typography.Text>) },
              { title: TEXT.age, render: (_, job) => age(job.ageMs) },
              {
                title: '',
                render: (_, job) =>
                  job.state === 'failed' ? (
                    <Button size="small" onClick={() => void act(retry, job, TEXT.retrying)}>{TEXT.retry}</Button>
                  ) : job.state === 'active' || job.state === 'waiting' || job.state === 'delayed' || job.state === 'prioritized' ? (
                    <Button size="small" danger onClick={() => void act(stop, job, TEXT.stopped)}>{TEXT.stop}</Button>
                  ) : null,
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
