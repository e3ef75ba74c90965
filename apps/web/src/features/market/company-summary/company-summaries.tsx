import type { AiSummaryRecord } from '@k9/contracts';
import { Alert, Button, Card, Input, Modal, Pagination, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../app/datetime';
import { LoadFailure } from '../../../app/load-failure';
import { BookmarkButton } from '../../learning/marks/mark-buttons';
import { ReportDetail } from '../../learning/areas/reports/report-detail';
import { plainPreview, vietnamYear } from '../../learning/areas/reports/report-rules';
import { AreaEmpty, AreaLoading } from '../../learning/areas/shared/area-states';
import { useDebounced } from '../../learning/areas/shared/use-debounced';
import { listedCompanySummaries, tickerOf } from './company-summary-rules';
import { COMPANY_SUMMARY_TEXT as T } from './company-summary.messages';
import { useCompanySummaries } from './use-company-overview';

const PAGE_SIZE = 10;

function SummaryCard({ summary, onOpen }: { summary: AiSummaryRecord; onOpen: () => void }) {
  return (
    <li style={{ listStyle: 'none', minWidth: 0 }}>
      <Card size="small" styles={{ body: { display: 'grid', gap: 8 } }}>
        <Space align="start" style={{ justifyContent: 'space-between', width: '100%' }}>
          <Button type="link" onClick={onOpen} style={{ padding: 0, height: 'auto', fontSize: 16, fontWeight: 600, whiteSpace: 'normal', textAlign: 'left', overflowWrap: 'anywhere' }}>
            {summary.info.title}
          </Button>
          <BookmarkButton list="bookmarks_report" itemId={summary.id} />
        </Space>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {tickerOf(summary)} · {formatDateTime(summary.created_at)}
          {summary.model ? ` · ${T.model(summary.model)}` : ''}
        </Typography.Text>
        {summary.summary1.trim() ? <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0 }}>{plainPreview(summary.summary1)}</Typography.Paragraph> : null}
        <Button type="link" onClick={onOpen} aria-label={`${T.open}: ${summary.info.title}`} style={{ padding: 0, justifySelf: 'start' }}>
          {T.open}
        </Button>
      </Card>
    </li>
  );
}

/**
 * The 'Doanh nghiệp' tab's list (issue 32 §2): the company summaries (AI summaries whose info.sheetName is
 * CompanySummary), newest first, searched by ticker, each with its bookmark (as reports: bookmarks_report) and the
 * reports' detail view; a new or changed summary shows without a reload.
 */
export function CompanySummaries() {
  const [year] = useState(() => vietnamYear(Date.now()));
  const [draft, setDraft] = useState('');
  const search = useDebounced(draft);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useCompanySummaries();
  const summaries = useMemo(() => listedCompanySummaries(list.data?.data ?? [], search), [list.data, search]);
  const pages = Math.max(1, Math.ceil(summaries.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const open = openId === null ? undefined : list.data?.data.find((summary) => summary.id === openId);

  let body;
  if (list.isLoading) body = <AreaLoading />;
  else if (list.error) body = <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  else if (summaries.length === 0) body = <AreaEmpty text={search.trim() ? T.noMatch : T.empty} />;
  else {
    body = (
      <>
        <ul aria-label={T.list} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))', gap: 12, margin: 0, padding: 0 }}>
          {summaries.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE).map((summary) => (
            <SummaryCard key={summary.id} summary={summary} onOpen={() => setOpenId(summary.id)} />
          ))}
        </ul>
        {summaries.length > PAGE_SIZE ? <Pagination size="small" align="center" current={current} pageSize={PAGE_SIZE} total={summaries.length} showSizeChanger={false} onChange={setPage} /> : null}
      </>
    );
  }

  return (
    <section aria-label={T.list} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Input.Search
        allowClear
        value={draft}
        placeholder={T.search}
        aria-label={T.search}
        onChange={(event) => {
          setDraft(event.target.value);
          setPage(1);
        }}
        onSearch={setDraft}
        style={{ maxWidth: 420 }}
      />
      {list.data ? <Typography.Text type="secondary">{T.total(summaries.length)}</Typography.Text> : null}
      {body}
      <Modal open={openId !== null} title={open?.info.title ?? T.list} onCancel={() => setOpenId(null)} footer={null} width="min(1000px, 100vw)" destroyOnHidden>
        {open ? <ReportDetail report={open} year={year} /> : openId !== null && !list.isLoading ? <Alert type="info" showIcon title={T.notFound} /> : null}
      </Modal>
    </section>
  );
}
