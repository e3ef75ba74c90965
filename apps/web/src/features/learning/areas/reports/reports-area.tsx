import type { AiSummaryRecord } from '@k9/contracts';
import { AI_SUMMARY_PAGE_SIZE } from '@k9/contracts/content/ai-summary/ai-summary.routes';
import { AI_SUMMARY_CATEGORIES } from '@k9/domain/content/ai-summary/rules/ai-summary-fields';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Card, Input, Modal, Pagination, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { errorStatus } from '../../../../api/errors';
import { useListAiSummariesQuery } from '../../../content/content.api';
import { useGetSettingQuery } from '../../../site/site.api';
import type { AreaProps } from '../area-props';
import { AreaEmpty, AreaLoading } from '../shared/area-states';
import { AREA_TEXT } from '../shared/areas.messages';
import styles from '../shared/areas.module.css';
import { useDebounced } from '../shared/use-debounced';
import { LazyTrendChart } from './parameter-table-view';
import { ReportDetail, ReportTags } from './report-detail';
import { ReportOverviewCard } from './report-overview';
import { firstTrend, isListedReport, listedReports, plainPreview, reportOverviewOf, vietnamYear } from './report-rules';
import { useGetAiSummaryQuery } from './reports.api';
import { REPORTS_TEXT as T } from './reports.messages';
import { FLOATING_ROOM } from '../shared/layout';
import { LoadFailure } from '../../../../app/load-failure';

const REPORT_OVERVIEW = 'REPORT_OVERVIEW';
const PAGE_SIZE = 10;
type CategoryChoice = 'all' | (typeof AI_SUMMARY_CATEGORIES)[number];

function ReportCard({ report, year, onOpen }: { report: AiSummaryRecord; year: number; onOpen: () => void }) {
  const trend = firstTrend(report.tables, year);
  return (
    <li style={{ listStyle: 'none' }}>
      <Card size="small" styles={{ body: { display: 'grid', gap: 8 } }}>
        <Button type="link" onClick={onOpen} style={{ padding: 0, height: 'auto', fontSize: 16, fontWeight: 600, whiteSpace: 'normal', textAlign: 'left', justifyContent: 'flex-start', overflowWrap: 'anywhere' }}>
          {report.info.title}
        </Button>
        <ReportTags report={report} />
        {report.summary1.trim() ? (
          <Typography.Text type="secondary" className={styles.clamp3}>
            {plainPreview(report.summary1)}
          </Typography.Text>
        ) : null}
        {trend ? (
          <div style={{ display: 'grid', gap: 2 }}>
            <Typography.Text style={{ fontSize: 12, color: '#64748b' }}>{trend.name}</Typography.Text>
            <LazyTrendChart name={trend.name} points={trend.points} height={72} compact />
          </div>
        ) : null}
        <Button type="link" onClick={onOpen} aria-label={`${T.open}: ${report.info.title}`} style={{ padding: 0, justifySelf: 'start' }}>
          {T.open}
        </Button>
      </Card>
    </li>
  );
}

/** The open report: from the list when it holds it, else read by id (a shared link). */
function OpenReport({ id, listed, year }: { id: number; listed: AiSummaryRecord | undefined; year: number }) {
  const single = useGetAiSummaryQuery(listed ? skipToken : id);
  const report = listed ?? single.data;
  // A company summary belongs to the company tab, not here.
  if (report && isListedReport(report)) return <ReportDetail report={report} year={year} />;
  if (!report && (single.isLoading || single.isFetching)) return <AreaLoading />;
  if (report || errorStatus(single.error) === 404) return <Alert type="info" showIcon title={T.notFound} />;
  return <LoadFailure error={single.error} onRetry={() => void single.refetch()} />;
}

/**
 * The reports (spec 2 §2.8): the admins' overview (REPORT_OVERVIEW), then the published AI summaries of industry and
 * macro reports, company summaries left out, each with the trend of its parameter tables; a report opens in full.
 */
export function ReportsArea({ openItemId, onOpenItem, narrow }: AreaProps) {
  const [year] = useState(() => vietnamYear(Date.now()));
  const [draft, setDraft] = useState('');
  const search = useDebounced(draft);
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [page, setPage] = useState(1);
  const list = useListAiSummariesQuery({ kind: 'report', status: 'published', pageSize: AI_SUMMARY_PAGE_SIZE });
  const overviewSetting = useGetSettingQuery(REPORT_OVERVIEW);
  const overview = useMemo(() => reportOverviewOf(overviewSetting.data?.setting), [overviewSetting.data]);

  const reports = useMemo(() => listedReports(list.data?.data ?? [], search, category === 'all' ? null : category), [list.data, search, category]);
  const pages = Math.max(1, Math.ceil(reports.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = reports.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const open = openItemId === null ? undefined : list.data?.data.find((report) => report.id === openItemId);
  const filtered = Boolean(search.trim() || category !== 'all');

  let body;
  if (list.isLoading) body = <AreaLoading />;
  else if (list.error) body = <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  else if (reports.length === 0) body = <AreaEmpty text={filtered ? T.noMatch : T.empty} />;
  else {
    body = (
      <>
        <ul aria-label={T.list} style={{ display: 'grid', gridTemplateColumns: narrow ? '1fr' : 'repeat(auto-fill, minmax(320px, 1fr))', gap: 12, margin: 0, padding: 0 }}>
          {shown.map((report) => (
            <ReportCard key={report.id} report={report} year={year} onOpen={() => onOpenItem(report.id)} />
          ))}
        </ul>
        {reports.length > PAGE_SIZE ? (
          <Pagination simple={narrow} size="small" align="center" current={current} pageSize={PAGE_SIZE} total={reports.length} showSizeChanger={false} onChange={setPage} />
        ) : null}
      </>
    );
  }

  return (
    <div data-area="report" style={{ display: 'grid', gap: 16, minWidth: 0, paddingBottom: narrow ? FLOATING_ROOM : 0 }}>
      {overviewSetting.isLoading ? null : <ReportOverviewCard overview={overview} year={year} />}
      <div style={{ display: 'grid', gap: 12 }}>
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
          style={{ maxWidth: narrow ? undefined : 420 }}
        />
        <div style={{ overflowX: 'auto' }}>
          <Segmented<CategoryChoice>
            aria-label={T.category}
            value={category}
            onChange={(value) => {
              setCategory(value);
              setPage(1);
            }}
            options={[{ value: 'all', label: AREA_TEXT.all }, ...AI_SUMMARY_CATEGORIES.map((value) => ({ value, label: value }))]}
          />
        </div>
        {list.data ? <Typography.Text type="secondary">{T.total(reports.length)}</Typography.Text> : null}
        {body}
      </div>
      <Modal
        open={openItemId !== null}
        title={open?.info.title ?? T.title}
        onCancel={() => onOpenItem(null)}
        footer={null}
        width={narrow ? '100%' : 1000}
        style={narrow ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
        destroyOnHidden
      >
        {openItemId !== null && !list.isLoading ? <OpenReport id={openItemId} listed={open} year={year} /> : null}
      </Modal>
    </div>
  );
}
