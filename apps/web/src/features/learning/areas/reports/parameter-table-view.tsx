import type { ParameterTable } from '@k9/domain/content/ai-summary/rules/parameter-table';
import { Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { TABLE_TEXT } from '../../../content/content-management/reports/parameter-tables';
import { tableCells, tableColumns, trendPoints } from './report-rules';
import { REPORTS_TEXT as T } from './reports.messages';

// recharts comes with the first chart, not with the list.
const TrendChart = lazy(() => import('./trend-chart').then((module) => ({ default: module.TrendChart })));

// Six columns of this width fit a 375 px phone; a wider value wraps, and a narrower screen scrolls the table sideways.
const CELL_MIN_WIDTH = 50;

/** A chart loaded on demand, with a placeholder of its size meanwhile. */
export function LazyTrendChart(props: { name: string; points: ReturnType<typeof trendPoints>; height?: number; compact?: boolean }) {
  const height = props.height ?? 220;
  return (
    <Suspense fallback={<div role="status" aria-label={T.chartLoading} style={{ width: '100%', height, borderRadius: 6, background: '#f1f5f9' }} />}>
      <TrendChart {...props} height={height} />
    </Suspense>
  );
}

/**
 * One parameter table (spec 2 §9.5: quarterly 4 columns, monthly 6, yearly 3), scrolled sideways on a phone rather than
 * squeezed, with its trend chart when it holds two numbers or more.
 */
export function ParameterTableView({ table, year, chart = true }: { table: ParameterTable; year: number; chart?: boolean }) {
  const columns = tableColumns(table.type);
  const cells = tableCells(table, year);
  const points = trendPoints(table, year);
  const title = `${table.name} (${TABLE_TEXT.types[table.type]})`;
  return (
    <section aria-label={title} style={{ display: 'grid', gap: 8, minWidth: 0 }}>
      <Typography.Text strong>{title}</Typography.Text>
      <div style={{ overflowX: 'auto' }}>
        <dl
          data-columns={columns}
          style={{
            display: 'grid',
            gridTemplateColumns: `repeat(${columns}, minmax(${CELL_MIN_WIDTH}px, 1fr))`,
            minWidth: columns * CELL_MIN_WIDTH,
            margin: 0,
            border: '1px solid #e5e7eb',
            borderRadius: 6,
            overflow: 'hidden',
          }}
        >
          {cells.map((cell) => (
            <div key={cell.label} style={{ borderRight: '1px solid #f0f0f0', borderBottom: '1px solid #f0f0f0', padding: '6px', minWidth: 0 }}>
              <dt style={{ fontSize: 12, color: '#64748b' }}>{cell.label}</dt>
              <dd style={{ margin: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>{cell.value || '—'}</dd>
            </div>
          ))}
        </dl>
      </div>
      {chart && points.length >= 2 ? <LazyTrendChart name={table.name} points={points} /> : null}
    </section>
  );
}
