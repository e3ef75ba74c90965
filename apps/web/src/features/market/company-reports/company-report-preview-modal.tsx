import type { CompanyReportRecord, MarketRowRecord } from '@k9/contracts';
import { COMPANY_REPORT_TABLE_LABELS } from '@k9/domain/market/company-reports/company-report.messages';
import { COMPANY_REPORT_SOURCE_DATASETS, COMPANY_REPORT_TABLES, type CompanyReportTable, type CompanyReportTableSettings } from '@k9/domain/market/company-reports/company-report.types';
import { MARKET_FIELDS } from '@k9/domain/market/market.datasets';
import { Button, Card, Modal, Table, Tag, Typography } from 'antd';
import { LoadFailure } from '../../../app/load-failure';
import { useCompanyReportRowsQuery } from './company-reports.api';
import { COMPANY_REPORT_TEXT as TEXT } from './company-reports.messages';
import { formatMarketValue, provenanceOf } from './market-values';

const NEWEST_FIRST = `-${MARKET_FIELDS.date}`;

/**
 * The rows a table shows: the company's newest rows of its data source; for the industry comparison, the rows that
 * share the company's value of the compare column (the company first). `rowCount` rows at most.
 */
function useTableRows(table: CompanyReportTable, ticker: string, settings: CompanyReportTableSettings) {
  const dataset = COMPANY_REPORT_SOURCE_DATASETS[settings.dataSource];
  const comparing = table === 'industryComparisonTable';
  const own = useCompanyReportRowsQuery({ dataset, params: { ticker, sort: NEWEST_FIRST, pageSize: comparing ? 1 : settings.rowCount } });
  const value = comparing ? own.data?.data[0]?.data[settings.compareColumn] : null;
  const shared = value === null || value === undefined ? null : String(value);
  const peers = useCompanyReportRowsQuery(
    { dataset, params: { [`filter[${settings.compareColumn}]`]: shared ?? '', sort: NEWEST_FIRST, pageSize: Math.min(settings.rowCount * 4, 500) } },
    { skip: !comparing || shared === null },
  );
  if (!comparing || shared === null) return { rows: own.data?.data ?? [], shared, loading: own.isLoading, error: own.error, retry: own.refetch };
  // The filter matches text within the value; the comparison keeps equal values, the company's own row first.
  const equal = (peers.data?.data ?? []).filter((row) => String(row.data[settings.compareColumn]) === shared && row.id !== own.data?.data[0]?.id);
  return { rows: [...(own.data?.data ?? []), ...equal].slice(0, settings.rowCount), shared, loading: own.isLoading || peers.isLoading, error: own.error ?? peers.error, retry: peers.refetch };
}

function PreviewTable({ table, ticker, settings }: { table: CompanyReportTable; ticker: string; settings: CompanyReportTableSettings }) {
  const { rows, shared, loading, error, retry } = useTableRows(table, ticker, settings);
  const dated = rows.some((row) => row.data[MARKET_FIELDS.date] !== undefined);
  const { sources, asOf } = provenanceOf(rows);
  return (
    <Card size="small" title={COMPANY_REPORT_TABLE_LABELS[table]} style={{ marginBottom: 12 }} data-table={table} extra={<Tag>{settings.dataSource}</Tag>}>
      {error ? <LoadFailure error={error} fallback={TEXT.loadFailed} onRetry={retry} style={{ marginBottom: 8 }} /> : null}
      {table === 'industryComparisonTable' && shared !== null ? <Typography.Paragraph type="secondary">{TEXT.sameValue(settings.compareColumn, shared)}</Typography.Paragraph> : null}
      <Table<MarketRowRecord>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: TEXT.noRows }}
        columns={[
          { title: TEXT.ticker, key: 'ticker', render: (_, row) => row.data[MARKET_FIELDS.ticker] ?? TEXT.none },
          ...(dated ? [{ title: TEXT.date, key: 'date', render: (_: unknown, row: MarketRowRecord) => formatMarketValue(row.data[MARKET_FIELDS.date]) }] : []),
          { title: <strong>{settings.compareColumn}</strong>, key: 'compare', render: (_, row) => formatMarketValue(row.data[settings.compareColumn]) },
          { title: TEXT.source, key: 'source', render: (_, row) => (row.sample ? <Tag color="orange">{TEXT.sample}</Tag> : row.source) },
        ]}
      />
      {rows.length ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {TEXT.source}: {sources} · {TEXT.asOf}: {asOf}
        </Typography.Text>
      ) : null}
    </Card>
  );
}

/** Spec 3 §2 screen 2: the report's three tables as configured, read from the market lists with their provenance. */
export function CompanyReportPreviewModal({ report, onClose }: { report: CompanyReportRecord | null; onClose: () => void }) {
  return (
    <Modal open={report !== null} title={report ? TEXT.previewTitle(report.name, report.ticker) : null} width={1000} onCancel={onClose} footer={<Button onClick={onClose}>{TEXT.close}</Button>} destroyOnHidden>
      {report ? COMPANY_REPORT_TABLES.map((table) => <PreviewTable key={table} table={table} ticker={report.ticker} settings={report.settings[table]} />) : null}
    </Modal>
  );
}
