import type { MarketMetric, MarketRowRecord } from '@k9/contracts';
import { Grid, Table } from 'antd';
import type { ReactNode } from 'react';
import { MetricCell } from './metric-cell';
import { STOCK_TEXT as T } from './stock-screen.messages';
import { unitSuffix } from './units';

export type MetricColumn = { key: string; title: ReactNode; row: MarketRowRecord | undefined };

/** The family's metrics down, one column per quarter or company across; it scrolls inside its card, never the page. */
export function MetricTable({ label, metrics, columns, loading = false }: { label: string; metrics: readonly MarketMetric[]; columns: readonly MetricColumn[]; loading?: boolean }) {
  const narrow = !Grid.useBreakpoint().md;
  return (
    <Table<MarketMetric>
      aria-label={label}
      size="small"
      pagination={false}
      loading={loading}
      rowKey="key"
      dataSource={[...metrics]}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: T.empty }}
      columns={[
        { key: 'metric', title: T.metric, render: (_, metric) => `${metric.label}${unitSuffix(metric.unit)}`, width: narrow ? 150 : 220 },
        ...columns.map((column) => ({
          key: column.key,
          title: column.title,
          align: 'right' as const,
          render: (_: unknown, metric: MarketMetric) => <MetricCell row={column.row} metric={metric} />,
        })),
      ]}
    />
  );
}
