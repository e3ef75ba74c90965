import { LinkOutlined, PaperClipOutlined } from '@ant-design/icons';
import type { AiSummaryRecord } from '@k9/contracts';
import { Divider, Space, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../../app/datetime';
import { LearnerMarkdown } from '../shared/safe-markdown';
import { FileName } from '../../reading/file-name';
import { safeUrl } from '../shared/safe-url';
import { ParameterTableView } from './parameter-table-view';
import { isCompanyReport } from './report-rules';
import { REPORTS_TEXT as T } from './reports.messages';
import { BookmarkButton } from '../../marks/mark-buttons';

/** The tags of a report: its category and whether it is a company report. */
export function ReportTags({ report }: { report: AiSummaryRecord }) {
  return (
    <Space wrap size={[4, 4]}>
      <Tag color="blue">{report.category}</Tag>
      {isCompanyReport(report) ? <Tag color="purple">{T.companyReport}</Tag> : null}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {T.createdAt}: {formatDateTime(report.created_at)}
      </Typography.Text>
    </Space>
  );
}

/** One report as a learner reads it: its summaries (sanitised markdown), its parameter tables with their trends, its sources. */
export function ReportDetail({ report, year }: { report: AiSummaryRecord; year: number }) {
  const source = safeUrl(report.info.URLReport);
  const files = report.fileUrls.map(safeUrl).filter((url): url is string => url !== null);
  return (
    <article aria-label={report.info.title} style={{ display: 'grid', gap: 12, minWidth: 0 }}>
      <Typography.Title level={3} style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {report.info.title}
      </Typography.Title>
      <ReportTags report={report} />
      <BookmarkButton list="bookmarks_report" itemId={report.id} size="middle" />
      {source ? (
        <Typography.Link href={source} target="_blank" rel="noopener noreferrer">
          <LinkOutlined /> {T.source}
        </Typography.Link>
      ) : null}
      {report.summary1.trim() ? (
        <>
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>
            {T.summary}
          </Divider>
          <LearnerMarkdown text={report.summary1} label={T.summary} />
        </>
      ) : null}
      {report.summary2.trim() ? (
        <>
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>
            {T.detail}
          </Divider>
          <LearnerMarkdown text={report.summary2} label={T.detail} />
        </>
      ) : null}
      {report.tables.length ? (
        <>
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>
            {T.tables}
          </Divider>
          {report.tables.map((table) => (
            <ParameterTableView key={table.id} table={table} year={year} />
          ))}
        </>
      ) : null}
      {files.length ? (
        <>
          <Divider titlePlacement="start" style={{ margin: '4px 0' }}>
            {T.files}
          </Divider>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {files.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <PaperClipOutlined /> <FileName url={url} />
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
