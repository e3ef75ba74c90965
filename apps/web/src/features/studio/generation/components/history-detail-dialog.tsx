import type { AiGenHistoryRecord } from '@k9/contracts';
import { Button, Descriptions, Modal, Table, Tag, Tooltip, Typography } from 'antd';
import { formatDateTime } from '../../../../app/datetime';
import { GENERATION_TEXT as TEXT } from '../ai-generation.messages';
import { GeneratedAnswer } from './generated-answer';
import { GenerationAudio, GenerationImages } from './generation-media';
import { AiChainLink } from '../../../audit/components/ai-chain-link';

type Props = { record: AiGenHistoryRecord | null; onClose: () => void; onOpen: (record: AiGenHistoryRecord) => void };

/** Spec 1 §2.7 history detail view (1200 wide, a badge for the slide layout): the question, answer, images, audio and how it was made. */
export function HistoryDetailDialog({ record, onClose, onOpen }: Props) {
  const settings = record?.settings;
  return (
    <Modal
      open={record !== null}
      onCancel={onClose}
      width={1200}
      title={TEXT.detailTitle}
      destroyOnHidden
      footer={
        record ? (
          <Button
            type="primary"
            onClick={() => {
              onOpen(record);
              onClose();
            }}
          >
            {TEXT.loadIntoView}
          </Button>
        ) : null
      }
    >
      {record ? (
        <div data-testid="history-detail">
          <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', marginBottom: 12 }}>
            <Typography.Title level={3} style={{ fontSize: 18, margin: 0, overflowWrap: 'anywhere' }}>
              {record.prompt}
            </Typography.Title>
            {settings?.layout === 'slide' ? <Tag color="purple">{TEXT.slideLayout}</Tag> : <Tag>{TEXT.articleLayout}</Tag>}
            {record.is_create ? <Tag color="success">{TEXT.published}</Tag> : null}
            {record.state === 'failed' ? <Tag color="error">{TEXT.failed}</Tag> : null}
            <AiChainLink streamId={`ai-gen-history-${record.id}`} />
          </div>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'date', label: TEXT.createdAt, children: formatDateTime(record.create_at) },
              { key: 'flow', label: TEXT.flow, children: record.flowName ?? '—' },
              { key: 'length', label: TEXT.length, children: settings?.expectedLength ?? '—' },
              { key: 'style', label: TEXT.writingStyle, children: settings?.writingStyle || '—' },
              { key: 'images', label: TEXT.imageCount, children: settings?.imageCount ?? '—' },
            ]}
          />
          <GenerationAudio url={record.audioUrl} />
          <Typography.Title level={4} style={{ fontSize: 16, marginTop: 16 }}>
            {TEXT.answer}
          </Typography.Title>
          {record.state === 'completed' ? <GeneratedAnswer text={record.anwser} label={`${TEXT.answer} ${record.id}`} /> : <Typography.Text type="danger">{record.anwser}</Typography.Text>}
          <div style={{ marginTop: 16 }}>
            <GenerationImages record={record} />
          </div>
          {record.steps?.length ? (
            <>
              <Typography.Title level={4} style={{ fontSize: 16, marginTop: 16 }}>
                {TEXT.steps}
              </Typography.Title>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={record.steps}
                columns={[
                  { title: TEXT.steps, dataIndex: 'stepName', render: (name: string, step) => `${name}${step.key.startsWith('image') || step.key.startsWith('descriptions') ? ` (${step.key})` : ''}` },
                  { title: TEXT.model, dataIndex: 'model' },
                  // A step the run went on without says so, with why (issue 24 §1.1).
                  { title: TEXT.stepOutcome, render: (_, step) => (step.skipped ? <Tooltip title={step.output}><Tag color="warning">{TEXT.stepSkipped}</Tag></Tooltip> : <Tag color="success">{TEXT.stepDone}</Tag>) },
                ]}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
