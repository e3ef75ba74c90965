import type { AiQueueJob } from '@k9/contracts';
import { Badge, Button, Card, Empty, Progress, Space, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { errorMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { useAiQueuesQuery, useRetryAiJobMutation, useStopAiJobMutation } from '../../ai.api';
import { AI_ADMIN_TEXT, jobPurposeLabel, queueLabel } from '../ai-admin.messages';
import { jobActions, jobProgress } from '../job-progress';
import { LoadFailure } from '../../../../app/load-failure';

const TEXT = AI_ADMIN_TEXT.queues;
const STATE_COLOURS: Record<string, string> = { active: 'blue', waiting: 'default', delayed: 'gold', prioritized: 'default', completed: 'green', failed: 'red', removed: 'default', stalled: 'orange' };
const STATE_LABELS: Record<string, string> = { active: TEXT.active, waiting: TEXT.waiting, delayed: TEXT.delayed, prioritized: TEXT.waiting, completed: TEXT.completed, failed: TEXT.failed };

const age = (ms: number) => (ms < 60_000 ? `${Math.round(ms / 1000)} giây` : ms < 3_600_000 ? `${Math.round(ms / 60_000)} phút` : `${Math.round(ms / 3_600_000).toLocaleString('vi-VN')} giờ`);

/** The bar and the words of a job's progress (never its raw value). */
function JobProgress({ job }: { job: AiQueueJob }) {
  const { percent, text } = jobProgress(job);
  return (
    <div style={{ minWidth: 160 }}>
      {percent !== null ? <Progress percent={percent} size="small" status={job.state === 'failed' ? 'exception' : undefined} format={(value) => `${value ?? 0}%`} /> : null}
      {text ? <Typography.Text type="secondary">{text}</Typography.Text> : null}
    </div>
  );
}

/** Every queue with its counts and latest jobs; changes arrive over /ws from BullMQ's queue events. */
export function QueuesPanel() {
  const { data = [], isLoading, isFetching, error, refetch } = useAiQueuesQuery();
  const [stop] = useStopAiJobMutation();
  const [retry] = useRetryAiJobMutation();
  const toast = useFormToast('ai-queue');
  const act = async (action: typeof stop, job: AiQueueJob, done: string) => {
    try {
      await action({ queue: job.queue, jobId: job.jobId }).unwrap();
      toast.success(done);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.actionFailed));
    }
  };
  if (!isLoading && data.length === 0) return <Empty description={TEXT.empty} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Badge status={isFetching ? 'processing' : 'success'} text={TEXT.live} />
      {error ? <LoadFailure error={error} onRetry={refetch} /> : null}
      {data.map((queue) => (
        <Card key={queue.name} title={queueLabel(queue.name)} size="small" data-testid={`queue-${queue.name}`}>
          <Space wrap size="large" style={{ marginBottom: 16 }}>
            <Statistic title={TEXT.waiting} value={queue.counts.waiting} groupSeparator="." />
            <Statistic title={TEXT.active} value={queue.counts.active} groupSeparator="." />
            <Statistic title={TEXT.delayed} value={queue.counts.delayed} groupSeparator="." />
            <Statistic title={TEXT.completed} value={queue.counts.completed} groupSeparator="." />
            <Statistic title={TEXT.failed} value={queue.counts.failed} groupSeparator="." />
          </Space>
          <Table<AiQueueJob>
            rowKey="jobId"
            size="small"
            dataSource={queue.jobs}
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: 960 }}
            locale={{ emptyText: TEXT.empty }}
            columns={[
              { title: TEXT.job, render: (_, job) => <Typography.Text ellipsis={{ tooltip: job.jobId }} style={{ maxWidth: 220 }}>{job.jobId}</Typography.Text> },
              {
                title: TEXT.state,
                render: (_, job) => (
                  <Space size={4} wrap>
                    <Tooltip title={job.failedReason ?? undefined}>
                      <Tag color={STATE_COLOURS[job.state] ?? 'default'}>{STATE_LABELS[job.state] ?? job.state}</Tag>
                    </Tooltip>
                    {job.system ? <Tag>{TEXT.systemJob}</Tag> : null}
                  </Space>
                ),
              },
              {
                title: TEXT.owner,
                render: (_, job) =>
                  job.requester ? (
                    <Tooltip title={job.ownerEmail ?? undefined}>
                      <span>{job.requester}</span>
                    </Tooltip>
                  ) : (
                    (job.ownerEmail ?? AI_ADMIN_TEXT.ledger.system)
                  ),
              },
              { title: TEXT.purpose, render: (_, job) => jobPurposeLabel(job.purpose, job.name) },
              { title: TEXT.progress, render: (_, job) => <JobProgress job={job} /> },
              { title: TEXT.age, render: (_, job) => age(job.ageMs) },
              {
                title: '',
                render: (_, job) => {
                  const actions = jobActions(job);
                  if (actions.retry) return <Button size="small" onClick={() => void act(retry, job, TEXT.retrying)}>{TEXT.retry}</Button>;
                  if (actions.stop) return <Button size="small" danger onClick={() => void act(stop, job, TEXT.stopped)}>{TEXT.stop}</Button>;
                  return null;
                },
              },
            ]}
          />
        </Card>
      ))}
    </Space>
  );
}
