import type { AnswerProvenance, ProvenanceActor } from '@k9/contracts';
import { Collapse, Descriptions, List, Spin, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../../app/datetime';
import { LoadFailure } from '../../../../app/load-failure';
import { AiChainLink } from '../../../audit/components/ai-chain-link';
import { useAnswerProvenanceQuery } from '../provenance.api';

/** The section's texts (the audit of DESIGN §13 as an admin reads it). */
export const PROVENANCE_TEXT = {
  title: 'Nguồn gốc',
  loadFailed: 'Lỗi khi tải nguồn gốc câu trả lời',
  origin: 'Nguồn',
  originAi: 'AI tạo, đã duyệt',
  originAdmin: 'Admin soạn',
  createdBy: 'Người tạo câu hỏi',
  askedBy: 'Người hỏi',
  askedAt: 'Thời điểm hỏi',
  historyId: 'Lịch sử câu hỏi',
  flow: 'Luồng AI',
  version: (version: number) => `phiên bản ${version}`,
  steps: 'Các bước AI',
  step: 'Bước',
  model: 'Model',
  callId: 'Mã lượt gọi AI',
  skipped: 'bỏ qua',
  changes: 'Chỉnh sửa',
  kinds: { edited: 'Sửa tay', improved: 'Cải thiện bằng AI', audio: 'Tạo audio' },
  approvals: 'Duyệt',
  recreated: 'tạo lại',
  batch: 'duyệt hàng loạt',
  answerEdits: 'Sửa câu trả lời',
  none: 'Không có',
  unknown: '(không rõ)',
} as const;

const TEXT = PROVENANCE_TEXT;
const who = (actor: ProvenanceActor | null) => actor?.email ?? actor?.id ?? TEXT.unknown;

function ProvenanceBody({ provenance }: { provenance: AnswerProvenance }) {
  const aiMade = provenance.origin === 'ai';
  return (
    <>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={TEXT.origin}>{aiMade ? TEXT.originAi : TEXT.originAdmin}</Descriptions.Item>
        {provenance.createdBy && !aiMade ? <Descriptions.Item label={TEXT.createdBy}>{who(provenance.createdBy)}</Descriptions.Item> : null}
        {aiMade ? (
          <>
            <Descriptions.Item label={TEXT.askedBy}>{who(provenance.askedBy)}</Descriptions.Item>
            <Descriptions.Item label={TEXT.askedAt}>{formatDateTime(provenance.askedAt)}</Descriptions.Item>
            <Descriptions.Item label={TEXT.historyId}>
              #{provenance.generationId} · <AiChainLink streamId={`ai-gen-history-${provenance.generationId}`} />
            </Descriptions.Item>
            <Descriptions.Item label={TEXT.flow}>
              {provenance.flow ? `${provenance.flow.name || `#${provenance.flow.id}`} (${TEXT.version(provenance.flow.version)})` : TEXT.none}
            </Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      {aiMade && provenance.steps.length ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            {TEXT.steps}
          </Typography.Title>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={provenance.steps}
            columns={[
              { title: TEXT.step, dataIndex: 'key', render: (key: string, step) => (step.skipped ? `${key} (${TEXT.skipped})` : key) },
              { title: TEXT.model, dataIndex: 'model' },
              { title: TEXT.callId, dataIndex: 'callId', render: (callId: string | null) => <Typography.Text code>{callId ?? TEXT.none}</Typography.Text> },
            ]}
          />
        </>
      ) : null}
      {provenance.changes.length ? (
        <List
          size="small"
          header={<strong>{TEXT.changes}</strong>}
          dataSource={provenance.changes}
          renderItem={(change) => (
            <List.Item>
              {`${TEXT.kinds[change.kind]}: ${who(change.by)}, ${formatDateTime(change.at)}${change.model ? ` (${change.model})` : ''}`}
            </List.Item>
          )}
        />
      ) : null}
      {provenance.approvals.length ? (
        <List
          size="small"
          header={<strong>{TEXT.approvals}</strong>}
          dataSource={provenance.approvals}
          renderItem={(approval) => (
            <List.Item>
              {`${who(approval.by)}, ${formatDateTime(approval.at)}`}
              {approval.recreated ? <Tag style={{ marginLeft: 8 }}>{TEXT.recreated}</Tag> : null}
              {approval.batchJobId ? <Tag style={{ marginLeft: 8 }}>{TEXT.batch}</Tag> : null}
            </List.Item>
          )}
        />
      ) : null}
      {provenance.answerEdits.length ? (
        <List
          size="small"
          header={<strong>{TEXT.answerEdits}</strong>}
          dataSource={provenance.answerEdits}
          renderItem={(edit) => <List.Item>{`${who(edit.by)}, ${formatDateTime(edit.at)}`}</List.Item>}
        />
      ) : null}
    </>
  );
}

/** 'Nguồn gốc' under the answer: read when opened (who asked, the flow version, each step's model and call, who edited and approved). */
export function AnswerProvenanceSection({ questionId }: { questionId: number }) {
  const [open, setOpen] = useState(false);
  const { data, isFetching, error, refetch } = useAnswerProvenanceQuery(questionId, { skip: !open });
  const body = error ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={refetch} /> : data && data.questionId === questionId ? <ProvenanceBody provenance={data} /> : isFetching ? <Spin /> : null;
  return (
    <Collapse
      style={{ marginTop: 12 }}
      activeKey={open ? ['provenance'] : []}
      onChange={(keys) => setOpen((Array.isArray(keys) ? keys : [keys]).includes('provenance'))}
      items={[{ key: 'provenance', label: TEXT.title, children: body }]}
    />
  );
}
