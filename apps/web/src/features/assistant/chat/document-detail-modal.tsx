import { ASSISTANT_MESSAGES } from '@k9/domain/assistant/assistant.messages';
import { Alert, Modal, Spin, Typography } from 'antd';
import { errorStatus } from '../../../api/errors';
import { formatDateTime } from '../../../app/datetime';
import { useLearnerItemQuery } from '../../learning/learning.api';
import { ReportDetail } from '../../learning/areas/reports/report-detail';
import { useGetAiSummaryQuery } from '../../learning/areas/reports/reports.api';
import { LearnerMarkdown } from '../../learning/areas/shared/safe-markdown';
import { CHAT_TEXT } from '../assistant.messages';

const T = CHAT_TEXT.detail;

/** A cited source whose detail is asked for: a report (AI summary) or a news record of the library. */
export type DetailSource = { table: string; sourceId: number };

/** Why a detail cannot show, in the spec's words (spec 2 §2.9, §8.6): no access, not found, or the load failed. */
function LoadProblem({ error }: { error: unknown }) {
  const status = errorStatus(error);
  if (status === 403) return <Alert type="warning" showIcon title={ASSISTANT_MESSAGES.noAccess} />;
  if (status === 404) return <Alert type="info" showIcon title={T.notFound} />;
  return <Alert type="error" showIcon title={T.loadFailed} />;
}

/** A report: ID, title, report URL, summary, detail, parameter tables and created date (the reader's report view). */
function ReportBody({ id }: { id: number }) {
  const { data, error, isLoading } = useGetAiSummaryQuery(id);
  if (isLoading) return <Spin />;
  if (error || !data) return <LoadProblem error={error} />;
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Typography.Text type="secondary">
        {T.id}: {data.id}
      </Typography.Text>
      <ReportDetail report={data} year={new Date().getFullYear()} />
    </div>
  );
}

/** A news record: its title, summary and markdown detail, through the readers' allow-list. */
function NewsBody({ id }: { id: number }) {
  const { data, error, isLoading } = useLearnerItemQuery(id);
  if (isLoading) return <Spin />;
  if (error || !data) return <LoadProblem error={error} />;
  return (
    <article aria-label={data.title} style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <Typography.Title level={4} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {data.title}
      </Typography.Title>
      <Typography.Text type="secondary">
        {T.id}: {data.id} · {formatDateTime(data.createdAt)}
      </Typography.Text>
      {data.summary.trim() ? <LearnerMarkdown text={data.summary} label={T.summary} /> : null}
      {data.detail.trim() ? <LearnerMarkdown text={data.detail} label={T.detail} /> : null}
    </article>
  );
}

/**
 * The document detail modal opened from a data source (spec 2 §2.9): the report and news variants, each read through
 * the reader's own routes, so a source the learner may not open shows the no-access notice and nothing of it.
 */
export function DocumentDetailModal({ source, onClose }: { source: DetailSource | null; onClose: () => void }) {
  return (
    <Modal open={!!source} title={source?.table === 'report' ? T.reportTitle : T.newsTitle} onCancel={onClose} footer={null} width={840} destroyOnHidden>
      {source ? source.table === 'report' ? <ReportBody id={source.sourceId} /> : <NewsBody id={source.sourceId} /> : null}
    </Modal>
  );
}
