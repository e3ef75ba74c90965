import { CloseOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Progress, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/errors';
import { useFormToast } from '../../../app/use-form-toast';
import { jobEnded, jobProgressText, type EmbeddingJobView } from '../embedding-job';
import { useEmbeddingJobQuery, useEmbedSelectionMutation, useStopEmbeddingMutation, type JobArgs } from '../library-index.api';
import { LIBRARY_INDEX_TEXT as TEXT } from '../library-index.messages';

/**
 * The bulk embed of the selected records (spec 3 §4): one job, its current/total progress live over /ws, a Stop
 * button while it runs; the rows' states are read again when it ends (embeddingStates follows the job).
 */
export function BulkEmbed({ ids }: { ids: readonly number[] }) {
  const [start, { isLoading }] = useEmbedSelectionMutation();
  const [job, setJob] = useState<JobArgs | null>(null);
  const toast = useFormToast('library-bulk-embed');

  const embedSelection = async () => {
    if (ids.length === 0) return toast.warning(TEXT.selectFirst);
    try {
      const started = await start(ids.map((id) => ({ table: 'news' as const, id }))).unwrap();
      setJob(started);
    } catch (error) {
      toast.error(TEXT.embeddingFailed(errorMessage(error, TEXT.unknownError)));
    }
  };

  return (
    <>
      <Button icon={<ThunderboltOutlined />} loading={isLoading} onClick={() => void embedSelection()}>
        {ids.length ? `${TEXT.bulkEmbed} (${ids.length})` : TEXT.bulkEmbed}
      </Button>
      {job ? <EmbeddingJobProgress key={job.jobId} job={job} onClose={() => setJob(null)} /> : null}
    </>
  );
}

/** Where a job stands, in words and a bar; Stop while it runs, Close once it has ended. */
function EmbeddingJobProgress({ job, onClose }: { job: JobArgs; onClose: () => void }) {
  const { data } = useEmbeddingJobQuery(job);
  const [stop, { isLoading: stopping }] = useStopEmbeddingMutation();
  const toast = useFormToast('library-bulk-embed');
  const view: EmbeddingJobView = data ?? { jobId: job.jobId, state: 'running', done: 0, total: job.total, failedReason: null };
  const ended = jobEnded(view);
  useEndNotice(view, toast);

  const stopJob = async () => {
    try {
      await stop(job).unwrap();
      toast.info(TEXT.stopSent);
    } catch (error) {
      toast.error(errorMessage(error, TEXT.stopFailed));
    }
  };

  const percent = view.total > 0 ? Math.round((view.done / view.total) * 100) : 0;
  return (
    <Space size={8} role="status" aria-label={TEXT.progressLabel} data-testid="bulk-embed-progress">
      <Progress
        percent={percent}
        size="small"
        style={{ width: 120, margin: 0 }}
        status={view.state === 'failed' ? 'exception' : ended ? (view.state === 'completed' ? 'success' : 'normal') : 'active'}
        showInfo={false}
      />
      <Typography.Text type={view.state === 'failed' ? 'danger' : undefined}>{jobProgressText(view)}</Typography.Text>
      {ended ? (
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label={TEXT.close} onClick={onClose} />
      ) : (
        <Button size="small" danger loading={stopping} onClick={() => void stopJob()}>
          {TEXT.stop}
        </Button>
      )}
    </Space>
  );
}

/** The end is said once, as a toast too (the admin may have scrolled away from the bar). */
function useEndNotice(view: EmbeddingJobView, toast: ReturnType<typeof useFormToast>) {
  const said = useRef(false);
  useEffect(() => {
    if (!jobEnded(view) || said.current) return;
    said.current = true;
    if (view.state === 'failed') toast.error(jobProgressText(view));
    else if (view.state === 'completed') toast.success(jobProgressText(view));
    else toast.info(jobProgressText(view));
  }, [view, toast]);
}
