import type { AiGenHistoryRecord } from '@k9/contracts';
import { STUDIO_LIMITS } from '@k9/domain/studio/flow-configs/flow-config.types';
import { App, Button, List, Modal, Progress, Table, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { failureMessage } from '../../../../api/errors';
import { formatDateTime } from '../../../../app/datetime';
import { useFormToast } from '../../../../app/use-form-toast';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { planApproval } from '../generation-form';
import { useCurrentApprovalQuery, useStartApprovalMutation, useStopApprovalMutation } from '../studio-generation.api';

type Props = { open: boolean; onClose: () => void; history: AiGenHistoryRecord[] };

/**
 * Spec 1 §2.7, §4, §9 batch approve (1000 wide): the chosen unpublished items are published on the server (groups of
 * 10, 100 ms between items, 500 ms between groups) as one job whose progress arrives live, also after a reload; a
 * confirmation above 100; the spec's summary when it ends.
 */
export function BatchApproveDialog({ open, onClose, history }: Props) {
  const toast = useFormToast('batch-approve');
  const { modal } = App.useApp();
  const [selected, setSelected] = useState<number[]>([]);
  const [start, { isLoading: starting }] = useStartApprovalMutation();
  const [stop, { isLoading: stopping }] = useStopApprovalMutation();
  const { data: approval } = useCurrentApprovalQuery(undefined, { skip: !open });
  const unpublished = useMemo(() => history.filter((record) => !record.is_create && record.state === 'completed'), [history]);
  // The job this tab saw running: its end is summed up once.
  const watching = useRef<string | null>(null);
  const running = approval?.state === 'running';

  useEffect(() => {
    if (!approval) return;
    if (approval.state === 'running') {
      watching.current = approval.jobId;
      return;
    }
    if (watching.current !== approval.jobId) return;
    watching.current = null;
    if (approval.state === 'failed') toast.error(approval.failedReason ? `${TEXT.publishFailed} ${approval.failedReason}` : TEXT.publishFailed);
    else {
      toast.success(TEXT.approveSummary(approval.published, approval.total));
      if (approval.failed > 0) modal.error({ title: TEXT.approveErrors(approval.failed), content: approval.errors.map((error) => `#${error.id}: ${error.message}`).join('\n') });
    }
    setSelected([]);
  }, [approval, toast, modal]);

  const begin = async (ids: number[]) => {
    try {
      const started = await start({ ids }).unwrap();
      watching.current = started.jobId;
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

  return (
    <Modal
      open={open}
      title={TEXT.batchApproveTitle}
      width={1000}
      onCancel={onClose}
      footer={[
        running ? (
          <Button key="stop" danger loading={stopping} onClick={() => void stop({ jobId: approval.jobId })}>
            {TEXT.stop}
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          {TEXT.cancel}
        </Button>,
        <Button key="approve" type="primary" loading={starting || running} onClick={approve}>
          {TEXT.approve}
        </Button>,
      ]}
    >
      {approval ? (
        <div style={{ marginBottom: 16 }} data-testid="approve-progress">
          <Typography.Text>{TEXT.approveProgress(approval.done, approval.total)}</Typography.Text>
          <Progress percent={approval.total ? Math.round((approval.done / approval.total) * 100) : 0} status={approval.failed ? 'exception' : running ? 'active' : 'success'} />
          {!running && approval.summary.length ? (
            <List size="small" dataSource={approval.summary} renderItem={(line) => <List.Item>{line}</List.Item>} />
          ) : null}
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
