import type { MarketRowRecord } from '@k9/contracts';
import { Table } from 'antd';
import { safeUrl } from '../../learning/areas/shared/safe-url';
import { valuationDateField, vietnameseDate } from './stock-rules';
import { STOCK_TEXT as T, VALUATION_FIELDS as F } from './stock-screen.messages';
import { TableCard } from './table-card';
import { BLANK, formatDong } from './units';

const text = (value: unknown) => (value === null || value === undefined || value === '' ? BLANK : String(value));

/** The 10 newest company-report rows (spec 2 §9.3), with the spec's columns (spec 2 §3 "Company report row"). */
export function ValuationTable({ rows }: { rows: readonly MarketRowRecord[] }) {
  const dateField = valuationDateField(rows);
  return (
    <TableCard title={T.valuation} rows={rows}>
      <Table<MarketRowRecord>
        aria-label={T.valuation}
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={[...rows]}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: T.empty }}
        columns={[
          { key: 'ticker', title: F.ticker, render: (_, row) => text(row.data[F.ticker]) },
          { key: 'source', title: F.source, render: (_, row) => text(row.data[F.source]) },
          { key: 'target', title: F.target, align: 'right', render: (_, row) => formatDong(row.data[F.target]) },
          { key: 'date', title: dateField, render: (_, row) => vietnameseDate(row.data[dateField] ?? row.data['Ngày']) },
          {
            key: 'url',
            title: T.reportLink,
            render: (_, row) => {
              const url = safeUrl(row.URL);
              return url ? (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {T.openReport}
                </a>
              ) : (
                BLANK
              );
            },
          },
          { key: 'rating', title: F.rating, render: (_, row) => text(row.data[F.rating]) },
          { key: 'title', title: F.title, render: (_, row) => text(row.data[F.title] ?? row.name) },
        ]}
      />
    </TableCard>
  );
}
