import type { AiBatchRecordView } from '@k9/contracts/content-ai/ai-batches.routes';
import { Button, Modal, Progress, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../../api/errors';
import { LoadFailure } from '../../../../app/load-failure';
import { useFormToast } from '../../../../app/use-form-toast';
import { batchProgress, diffLines, isApplicable, isBatchRunning, recordStateLine } from '../ai-batch-view';
import { AI_BATCH_TEXT as TEXT } from '../ai-batch.messages';
import { useAiBatchQuery, useApplyAiBatchMutation, useStopAiBatchMutation } from '../ai-batches.api';

const textBlock = { whiteSpace: 'pre-wrap', maxHeight: 160, overflow: 'auto', margin: 0, padding: '2px 6px', borderRadius: 4 } as const;

/** A dry run's changes of one record, before → after per field, as plain text (never HTML). */
function RecordDiff({ row }: { row: AiBatchRecordView }) {
  const lines = diffLines(row);
  if (lines.length === 0) return <Typography.Text type="secondary">{TEXT.noChange}</Typography.Text>;
  return (
    <div style={{ display: 'grid', gap: 6 }}>
      {lines.map((line) => (
        <div key={line.field} data-testid={`ai-batch-diff-${row.recordId}-${line.field}`}>
          <Typography.Text strong>{line.label}</Typography.Text>
          <Typography.Paragraph style={{ ...textBlock, background: '#fff1f0' }} aria-label={`${line.label} trước`}>
            {line.before}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ ...textBlock, background: '#f6ffed' }} aria-label={`${line.label} sau`}>
            {line.after}
          </Typography.Paragraph>
        </div>
      ))}
    </div>
  );
}

/**
 * One AI batch's progress (spec 3 §4, issue 35 §1-§2), the same for every kind: per record its state, live over /ws,
 * with why it failed or was skipped; Stop; closing refused while it runs. A dry run shows each record's fields before
 * and after, the admin chooses the records and applies them ('Áp dụng'); each then shows whether it was written or
 * left because someone else edited it meanwhile.
 */
export function BatchProgressModal({ batchId, onClose }: { batchId: string; onClose: () => void }) {
  const { data: batch, error, refetch } = useAiBatchQuery(batchId);
  const [stop, stopState] = useStopAiBatchMutation();
  const [apply, applyState] = useApplyAiBatchMutation();
  const [chosen, setChosen] = useState<number[]>([]);
  const toast = useFormToast(`ai-batch-${batchId}`);
  const running = isBatchRunning(batch);
  const dryRun = !!batch?.dryRun;
  const { finished, total } = batchProgress(batch);
  const applicable = (batch?.records ?? []).filter(isApplicable);

  const close = () => (running ? toast.warning(TEXT.closeWhileRunning) : onClose());
  const stopBatch = async () => {
    try {
      await stop(batchId).unwrap();
    } catch (stopError) {
      toast.error(errorMessage(stopError, TEXT.stopFailed));
    }
  };
  const applyChosen = async () => {
    const recordIds = chosen.filter((id) => applicable.some((row) => row.recordId === id));
    if (recordIds.length === 0) return toast.info(TEXT.nothingChosen);
    try {
      const view = await apply({ id: batchId, recordIds }).unwrap();
      const rows = view.records.filter((row) => recordIds.includes(row.recordId));
      toast.success(TEXT.applied(rows.filter((row) => row.applied).length, rows.filter((row) => row.stale).length));
      setChosen([]);
    } catch (applyError) {
      toast.error(errorMessage(applyError, TEXT.applyFailed));
    }
  };

  const columns: TableColumnsType<AiBatchRecordView> = [
    { key: 'record', title: TEXT.columnRecord, width: 220, render: (_, row) => <Typography.Text>{`#${row.recordId} ${row.title ?? ''}`}</Typography.Text> },
    {
      key: 'state',
      title: TEXT.columnState,
      width: 240,
      render: (_, row) => {
        const line = recordStateLine(row, dryRun);
        return (
          <Space orientation="vertical" size={2}>
            <span>
              <Tag color={line.colour}>{line.label}</Tag>
              {line.outcome === 'applied' ? <Tag color="green">{TEXT.appliedTag}</Tag> : null}
              {line.outcome === 'stale' ? <Tag color="orange">{TEXT.staleTag}</Tag> : null}
            </span>
            {line.detail ? <Typography.Text type={row.state === 'error' ? 'danger' : 'secondary'}>{line.detail}</Typography.Text> : null}
          </Space>
        );
      },
    },
    ...(dryRun ? [{ key: 'diff', title: TEXT.columnChanges, render: (_: unknown, row: AiBatchRecordView) => (row.state === 'success' ? <RecordDiff row={row} /> : null) }] : []),
  ];

  const footer = (
    <Space>
      {running ? (
        <Button danger loading={stopState.isLoading} onClick={() => void stopBatch()}>
          {TEXT.stop}
        </Button>
      ) : null}
      {dryRun && !running ? (
        <Button type="primary" disabled={applicable.length === 0} loading={applyState.isLoading} onClick={() => void applyChosen()}>
          {chosen.length ? `${TEXT.apply} (${chosen.length})` : TEXT.apply}
        </Button>
      ) : null}
      <Button onClick={close}>{TEXT.close}</Button>
    </Space>
  );

  return (
    <Modal title={batch ? `${TEXT.kind[batch.kind]}${batch.dryRun ? ` (${TEXT.dryRun})` : ''}` : TEXT.menu} open onCancel={close} footer={footer} width={dryRun ? 1100 : 820} maskClosable={false} destroyOnHidden>
      {error && !batch ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={refetch} /> : null}
      {batch ? (
        <Space style={{ marginBottom: 12, width: '100%' }} wrap>
          <Tag color={running ? 'blue' : batch.state === 'done' ? 'green' : batch.state === 'failed' ? 'red' : 'orange'} data-testid="ai-batch-state">
            {TEXT.batchState[batch.state]}
          </Tag>
          <Typography.Text data-testid="ai-batch-progress">{TEXT.progress(finished, total)}</Typography.Text>
          <Progress percent={total ? Math.round((finished / total) * 100) : 0} size="small" style={{ width: 200 }} status={running ? 'active' : 'normal'} aria-label={TEXT.progress(finished, total)} />
          {batch.error ? <Typography.Text type="danger">{batch.error}</Typography.Text> : null}
        </Space>
      ) : null}
      <Table<AiBatchRecordView>
        size="small"
        rowKey="recordId"
        aria-label={TEXT.columnRecord}
        loading={!batch && !error}
        pagination={false}
        scroll={{ y: 480 }}
        columns={columns}
        dataSource={batch?.records ?? []}
        rowSelection={
          dryRun && !running
            ? {
                selectedRowKeys: chosen,
                onChange: (keys) => setChosen(keys.map(Number)),
                getCheckboxProps: (row) => ({ disabled: !isApplicable(row), name: `ai-batch-choose-${row.recordId}` }),
              }
            : undefined
        }
      />
    </Modal>
  );
}
