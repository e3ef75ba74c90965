import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { STUDIO_LIMITS, type AiFlowConfig } from '@k9/domain/studio/flow-configs/flow-config.types';
import { App, Button, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { failureMessage } from '../../../../api/errors';
import { useFormToast } from '../../../../app/use-form-toast';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { flowHasImages, imageCountOf, planBatch, requestSettings, type BatchQuestion, type GenerationForm } from '../generation-form';
import { useRequestGenerationMutation } from '../studio-generation.api';

type Props = {
  open: boolean;
  onClose: () => void;
  flows: AiFlowConfig[];
  /** The question box's length and style go with every question. */
  settings: Omit<GenerationForm, 'prompt' | 'flowId'>;
};

let rowSeq = 0;
const newRow = (flowId: number | null): BatchQuestion => ({ key: `q${++rowSeq}`, prompt: '', flowId, imageCount: STUDIO_LIMITS.imageCountDefault });

/** Spec 1 §2.7, §5 batch ask (1200 wide): questions each with its own flow and image count (1-5); the valid ones join the server's queue. */
export function BatchAskDialog({ open, onClose, flows, settings }: Props) {
  const toast = useFormToast('batch-ask');
  const { notification } = App.useApp();
  const [defaultFlow, setDefaultFlow] = useState<number | null>(null);
  const [rows, setRows] = useState<BatchQuestion[]>(() => [newRow(null)]);
  const [running, setRunning] = useState(false);
  const [request] = useRequestGenerationMutation();
  const flowOptions = flows.map((flow) => ({ value: flow.id, label: flow.name }));

  const change = (key: string, changes: Partial<BatchQuestion>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const anyFlow = defaultFlow !== null || rows.some((row) => row.flowId !== null);

  const run = async () => {
    const plan = planBatch(rows);
    if (plan.warning) return toast.warning(plan.warning);
    // Each question without a flow is named and skipped (spec 1 §5).
    for (const error of plan.errors) notification.error({ message: error, placement: 'topRight' });
    setRunning(true);
    const queuedKeys = new Set<string>();
    const failed: string[] = [];
    // One after another, so the queue keeps the order of the rows.
    for (const row of plan.valid) {
      const flow = flows.find((entry) => entry.id === row.flowId);
      try {
        await request({ prompt: row.prompt, AIGenConfigId: row.flowId!, settings: requestSettings({ ...settings, imageCount: imageCountOf(row.imageCount, STUDIO_LIMITS.batchImageCountMax) }, flow) }).unwrap();
        queuedKeys.add(row.key);
      } catch (error) {
        failed.push(failureMessage(row.prompt.slice(0, 50), error));
      }
    }
    setRunning(false);
    if (queuedKeys.size) toast.success(TEXT.batchQueued(queuedKeys.size));
    if (failed.length) notification.error({ message: TEXT.batchFailed(failed.length), description: failed.join('\n') });
    // What was queued leaves the dialog; a skipped or refused question stays, to be given a flow and run again.
    const left = rows.filter((row) => row.prompt.trim() && !queuedKeys.has(row.key));
    if (left.length) setRows(left);
    else {
      setRows([newRow(defaultFlow)]);
      onClose();
    }
  };

  return (
    <Modal
      open={open}
      title={TEXT.batchAskTitle}
      width={1200}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {TEXT.cancel}
        </Button>,
        <Button key="run" type="primary" loading={running} disabled={!anyFlow || rows.length === 0} onClick={() => void run()}>
          {TEXT.run}
        </Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Typography.Text>{TEXT.defaultFlow}</Typography.Text>
        <Select
          aria-label={TEXT.defaultFlow}
          placeholder={TEXT.flowPlaceholder}
          style={{ minWidth: 260 }}
          value={defaultFlow ?? undefined}
          allowClear
          options={flowOptions}
          onChange={(flowId: number | undefined) => {
            const chosen = flowId ?? null;
            setDefaultFlow(chosen);
            // Rows still without a flow take the default.
            if (chosen !== null) setRows((current) => current.map((row) => (row.flowId === null ? { ...row, flowId: chosen } : row)));
          }}
        />
      </Space>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {rows.map((row, index) => {
          const flow = flows.find((entry) => entry.id === row.flowId);
          return (
            <div key={row.key} data-batch-row={index + 1} style={{ display: 'flex', gap: 8, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Input.TextArea
                aria-label={TEXT.questionN(index + 1)}
                placeholder={TEXT.questionPlaceholder}
                value={row.prompt}
                onChange={(event) => change(row.key, { prompt: event.target.value })}
                autoSize={{ minRows: 1, maxRows: 6 }}
                maxLength={10_000}
                style={{ flex: '1 1 420px' }}
              />
              <Select
                aria-label={`${TEXT.flow} ${index + 1}`}
                placeholder={TEXT.flowPlaceholder}
                style={{ width: 240 }}
                value={row.flowId ?? undefined}
                allowClear
                options={flowOptions}
                onChange={(flowId: number | undefined) => change(row.key, { flowId: flowId ?? null })}
              />
              <InputNumber
                aria-label={`${TEXT.imageCount} ${index + 1}`}
                min={STUDIO_LIMITS.imageCountMin}
                max={STUDIO_LIMITS.batchImageCountMax}
                precision={0}
                disabled={!flowHasImages(flow)}
                value={row.imageCount}
                onChange={(value) => change(row.key, { imageCount: imageCountOf(value, STUDIO_LIMITS.batchImageCountMax) })}
                style={{ width: 90 }}
              />
              <Button aria-label={`${TEXT.removeQuestion} ${index + 1}`} icon={<DeleteOutlined />} onClick={() => setRows((current) => current.filter((entry) => entry.key !== row.key))} />
            </div>
          );
        })}
      </div>
      <Button icon={<PlusOutlined />} style={{ marginTop: 12 }} onClick={() => setRows((current) => [...current, newRow(defaultFlow)])}>
        {TEXT.addQuestion}
      </Button>
    </Modal>
  );
}
