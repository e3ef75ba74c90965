import { Button, Card } from 'antd';
import { useMemo, useState } from 'react';
import { LearnerMarkdown } from '../shared/safe-markdown';
import { ParameterTableView } from './parameter-table-view';
import { truncateOverview, type ReportOverview } from './report-rules';
import { REPORTS_TEXT as T } from './reports.messages';

/**
 * REPORT_OVERVIEW (spec 2 §2.8): the admins' overview in markdown, sanitised, folded after 800 characters with
 * 'Xem thêm' / 'Thu gọn', and its parameter tables.
 */
export function ReportOverviewCard({ overview, year }: { overview: ReportOverview; year: number }) {
  const [expanded, setExpanded] = useState(false);
  const folded = useMemo(() => truncateOverview(overview.overview), [overview.overview]);
  if (!overview.overview.trim() && overview.tables.length === 0) return null;
  return (
    <Card title={T.overview} size="small" styles={{ body: { display: 'grid', gap: 12 } }}>
      {overview.overview.trim() ? (
        <div>
          <LearnerMarkdown text={expanded ? overview.overview : folded.text} label={T.overview} />
          {folded.truncated ? (
            <Button type="link" style={{ padding: 0 }} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? T.less : T.more}
            </Button>
          ) : null}
        </div>
      ) : null}
      {overview.tables.map((table) => (
        <ParameterTableView key={table.id} table={table} year={year} />
      ))}
    </Card>
  );
}
