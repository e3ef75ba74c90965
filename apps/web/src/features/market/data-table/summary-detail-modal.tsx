import type { AiSummaryRecord } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import type { DocumentExtractView } from '@k9/contracts/market/document-summaries';
import type { MarketDataset } from '@k9/domain/market/market.datasets';
import { Alert, Button, Col, Empty, Modal, Row, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { formatDateTime } from '../../../app/datetime';
import { LearnerMarkdown } from '../../learning/areas/shared/safe-markdown';
import { useRowSummariesQuery, useSummaryTextQuery } from './data-table.api';
import { DATA_TABLE_TEXT as T } from './data-table.messages';
import styles from './data-table.module.css';

const titleOf = (summary: AiSummaryRecord) => (typeof summary.info?.title === 'string' && summary.info.title) || `#${summary.id}`;

/** The text a summary was made from, beside it (issue 33 §3). */
function ExtractedText({ extract }: { extract: DocumentExtractView }) {
  return (
    <section aria-label={T.extractedText}>
      <Typography.Title level={5}>{T.extractedText}</Typography.Title>
      <Typography.Paragraph type="secondary">{T.ocrPages(extract.ocrPages)}</Typography.Paragraph>
      <pre className={styles.extract}>{extract.text}</pre>
    </section>
  );
}

/** 'Chi tiết AI Summary' (spec 3 §2 screen 6): a row's summaries, the chosen one's detail, and the text it was made from. */
export function SummaryDetailModal({ dataset, rowId, onClose }: { dataset: MarketDataset; rowId: string; onClose: () => void }) {
  const { data, isLoading, isError, refetch } = useRowSummariesQuery({ dataset, rowId });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const summaries = data?.data ?? [];
  const chosen = summaries.find((summary) => summary.id === chosenId) ?? summaries[0];
  // Its author and admins get the text; anyone else a 404 (the server decides), and the summary alone.
  const extract = useSummaryTextQuery(chosen?.id ?? skipToken);
  const seesText = !!chosen && extract.data?.summaryId === chosen.id;

  return (
    <Modal open title={T.detailTitle} width={1200} onCancel={onClose} footer={<Button onClick={onClose}>{T.close}</Button>}>
      {isLoading && <Skeleton active />}
      {isError && (
        <Alert
          type="error"
          showIcon
          title={T.summariesFailed}
          action={
            <Button size="small" onClick={() => void refetch()}>
              {T.retry}
            </Button>
          }
        />
      )}
      {data && !summaries.length && <Empty description={data.message ?? T.noSummaries} />}
      {chosen && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {summaries.length > 1 && (
            <Segmented value={chosen.id} onChange={(value) => setChosenId(Number(value))} options={summaries.map((summary) => ({ value: summary.id, label: `${formatDateTime(summary.created_at)}` }))} style={{ maxWidth: '100%', overflowX: 'auto' }} />
          )}
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={seesText ? 12 : 24} style={{ minWidth: 0 }}>
              <article aria-label={titleOf(chosen)}>
                <Typography.Title level={4} style={{ overflowWrap: 'anywhere' }}>
                  {titleOf(chosen)}
                </Typography.Title>
                <Space wrap size={4}>
                  <Tag>{T.status[chosen.status] ?? chosen.status}</Tag>
                  <Typography.Text type="secondary">{formatDateTime(chosen.created_at)}</Typography.Text>
                </Space>
                <Typography.Title level={5}>{T.short}</Typography.Title>
                <LearnerMarkdown text={chosen.summary1} label={T.short} />
                <Typography.Title level={5}>{T.detailed}</Typography.Title>
                <LearnerMarkdown text={chosen.summary2} label={T.detailed} />
              </article>
            </Col>
            {seesText && (
              <Col xs={24} lg={12} style={{ minWidth: 0 }}>
                <ExtractedText extract={extract.data!} />
              </Col>
            )}
          </Row>
        </Space>
      )}
    </Modal>
  );
}
