import type { AiGenHistoryRecord } from '@k9/contracts';
import { STUDIO_LIMITS } from '@k9/domain/studio/flow-config.types';
import { App, Button, Modal, Progress, Table, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { formatDateTime } from '../../../../app/datetime';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { planApproval } from '../generation-form';
import { useApprovalProgressQuery, useStartApprovalMutation, useStopApprovalMutation, type ApprovalStarted } from '../studio-generation.api';

type Props = { open: boolean; onClose: () => void; history: AiGenHistoryRecord[] };

/**
 * Spec 1 §2.7, §4, §9 batch approve (1000 wide): the chosen unpublished items are published on the server (groups of
 * 10, 100 ms between items, 500 ms between groups) as one job whose progress arrives live; a confirmation above 100.
 */
export function BatchApproveDialog({ open, onClose, history }: Props) {
  const toast = useFormToast('batch-approve');
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const [started, setStarted] = useState<ApprovalStarted | null>(null);
  const [start, { isLoading: starting }] = useStartApprovalMutation();
  const [stop, { isLoading: stopping }] = useStopApprovalMutation();
  const { data: progress } = useApprovalProgressQuery(started!, { skip: !started });
  const unpublished = useMemo(() => history.filter((record) => !record.is_create && record.state === 'completed'), [history]);
  const summarised = useRef<string | null>(null);

  useEffect(() => {
    if (!progress || progress.state === 'running' || summarised.current === progress.jobId) return;
    summarised.current = progress.jobId;
    if (progress.state === 'failed') toast.error(progress.failedReason ? `${TEXT.publishFailed} ${progress.failedReason}` : TEXT.publishFailed);
    else {
      toast.success(TEXT.approveSummary(progress.published, progress.total));
      if (progress.failed > 0) modal.error({ title: TEXT.approveErrors(progress.failed) });
    }
    setSelected([]);
  }, [progress, toast, modal]);

  const begin = async (ids: number[]) => {
    try {
      setStarted(await start({ ids }).unwrap());
    } catch (error) {
      toast.error(failureMessage(TEXT.approveStartFailed, error));
    }
  };

  const approve = () => {
    const plan = planApproval(history, selected);
    if (plan.warning) return toast.warning(plan.warning);
    if (plan.ids.length > STUDIO_LIMITS.batchApproveConfirmAbove) {
      modal.confirm({ title: TEXT.batchApproveTitle, content: TEXT.confirmLarge(plan.ids.length), okText: TEXT.yes, cancelText: TEXT.no, onOk: () => begin(plan.ids) });
      return;
    }
    void begin(plan.ids);
  };

  const running = progress?.state === 'running';
  const close = () => {
    if (!running) setStarted(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={TEXT.batchApproveTitle}
      width={1000}
      onCancel={close}
      footer={[
        running ? (
          <Button key="stop" danger loading={stopping} onClick={() => progress && void stop({ queue: progress.queue, jobId: progress.jobId })}>
            {TEXT.stop}
          </Button>
        ) : null,
        <Button key="close" onClick={close}>
          {TEXT.cancel}
        </Button>,
        <Button key="approve" type="primary" loading={starting || running} onClick={approve}>
          {TEXT.approve}
        </Button>,
      ]}
    >
      {progress ? (
        <div style={{ marginBottom: 16 }} data-testid="approve-progress">
          <Typography.Text>{TEXT.approveProgress(progress.done, progress.total)}</Typography.Text>
          <Progress percent={progress.total ? Math.round((progress.done / progress.total) * 100) : 0} status={progress.failed ? 'exception' : running ? 'active' : 'success'} />
        </div>
      ) : null}
      <Typography.Text type="secondary">{TEXT.selectedCount(selected.length)}</Typography.Text>
      <Table
        size="small"
        rowKey="id"
        dataSource={unpublished}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), getTitleCheckboxProps: () => ({ 'aria-label': TEXT.selectAll }) }}
        columns={[
          { title: TEXT.questionLabel, dataIndex: 'prompt', ellipsis: true },
          { title: TEXT.flow, dataIndex: 'flowName', width: 200, ellipsis: true },
          { title: TEXT.createdAt, dataIndex: 'create_at', width: 180, render: (value: string) => formatDateTime(value) },
        ]}
        scroll={{ y: 420 }}
      />
    </Modal>
  );
}
