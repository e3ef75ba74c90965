import type { AiSummaryRecord } from '@k9/contracts';
import { AI_SUMMARY_PAGE_SIZE } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import { Button, Card, Modal, Skeleton, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { LoadFailure } from '../../../app/load-failure';
import { useListAiSummariesQuery } from '../../content/content.api';
import { LearnerMarkdown } from '../../learning/areas/shared/safe-markdown';
import { overviewOf } from '../company-summary/company-summary-rules';
import { STOCK_TEXT as T } from './stock-screen.messages';
import styles from './stock-screen.module.css';

/** The company summaries the card looks in: every published one (the AI summary list's page of 1,000). */
export const OVERVIEW_LIST = { kind: 'reportDN', status: 'published', pageSize: AI_SUMMARY_PAGE_SIZE } as const;

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', day: '2-digit', month: '2-digit', year: 'numeric' });

function MadeWith({ summary }: { summary: AiSummaryRecord }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {T.madeOn(dateOf(summary.created_at), summary.model)}
    </Typography.Text>
  );
}

/**
 * The AI overview card (spec 2 §2.7): the ticker's saved company summary (an AI summary with info.sheetName
 * 'CompanySummary' and searchTerm the ticker), its short part as sanitised markdown, 'Xem thêm' opening the detailed
 * one, with its date and model. The list follows the server: a summary made meanwhile fills the card in. Without one,
 * `overviewAction` (the admins' 'Tạo tổng quan') sits in the card.
 */
export function OverviewCard({ ticker, overviewAction }: { ticker: string; overviewAction?: (ticker: string) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const list = useListAiSummariesQuery(OVERVIEW_LIST);
  const summary = list.data ? overviewOf(list.data.data, ticker) : null;

  let body;
  if (list.isLoading) body = <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  else if (list.error) body = <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  else if (!summary)
    body = (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <Typography.Text type="secondary">{T.noOverview}</Typography.Text>
        {overviewAction?.(ticker)}
      </div>
    );
  else
    body = (
      <div style={{ display: 'grid', gap: 8 }}>
        <LearnerMarkdown text={summary.summary1} label={T.overview} />
        <MadeWith summary={summary} />
        {summary.summary2.trim() ? (
          <Button type="link" style={{ padding: 0, justifySelf: 'start' }} onClick={() => setOpen(true)}>
            {T.more}
          </Button>
        ) : null}
      </div>
    );

  return (
    <section aria-label={T.overview} className={styles.card}>
      <Card title={`${T.overview}: ${ticker}`} size="small" className={styles.card}>
        {body}
      </Card>
      <Modal open={open && !!summary} title={`${T.detailed}: ${ticker}`} onCancel={() => setOpen(false)} footer={null} width={900} destroyOnHidden>
        {summary ? (
          <div style={{ display: 'grid', gap: 8 }}>
            <LearnerMarkdown text={summary.summary2} label={T.detailed} />
            <MadeWith summary={summary} />
          </div>
        ) : null}
      </Modal>
    </section>
  );
}
