import type { OcrQueued } from '@k9/contracts/market/document-summaries';
import type { MarketRowRecord } from '@k9/contracts/market/market.routes';
import type { MarketDataset } from '@k9/domain/market/market.datasets';
import { Card, Table, Typography } from 'antd';
import type { TableColumnsType, TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { LoadFailure } from '../../../app/load-failure';
import { useCurrentUser } from '../../identity/current-user';
import { safeUrl } from '../../learning/areas/shared/safe-url';
import { formatMarketValue } from '../company-reports/market-values';
import { AnalysedCell } from './analysed-cell';
import { ChangeLog } from './change-log';
import { ColumnFilter } from './column-filter';
import { useAnalysedRowsQuery, useDataTableRowsQuery, useOcrQueueQuery } from './data-table.api';
import { dataColumnsOf, DATA_TABLE_PAGE_SIZE, filterKindOf, listParams, rowTasks, type GridQuery } from './data-table-rules';
import { DATA_TABLE_TEXT as T } from './data-table.messages';
import styles from './data-table.module.css';
import { OcrRun } from './ocr-run';
import { OcrTool } from './ocr-tool';
import { SummaryDetailModal } from './summary-detail-modal';

type Run = Pick<OcrQueued, 'jobIds' | 'skipped'>;

/** The columns seen so far in this tab, so that a filter matching nothing keeps its column (and the way to clear it). */
function useSeenColumns(rows: readonly MarketRowRecord[] | undefined): string[] {
  const [seen, setSeen] = useState<{ rows: readonly MarketRowRecord[] | undefined; columns: string[] }>({ rows: undefined, columns: [] });
  if (rows === seen.rows) return seen.columns;
  const fresh = dataColumnsOf(rows ?? []).filter((column) => !seen.columns.includes(column));
  const columns = fresh.length ? [...seen.columns, ...fresh] : seen.columns;
  setSeen({ rows, columns });
  return columns;
}

/**
 * One dataset's grid (spec 3 §2 screen 6): checkbox, id, the data columns (sorted and filtered on the server, each
 * filter by the kind its name suggests), the row's document, and the right-pinned 'analysed' column that fills in live.
 */
export function DatasetGrid({ dataset }: { dataset: MarketDataset }) {
  const user = useCurrentUser();
  const [query, setQuery] = useState<GridQuery>({ page: 1, sort: null, filters: {} });
  const rows = useDataTableRowsQuery({ dataset, params: listParams(query) });
  const analysed = useAnalysedRowsQuery(dataset);
  const queue = useOcrQueueQuery();
  const [selected, setSelected] = useState<string[]>([]);
  const [opened, setOpened] = useState<string | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  // The run's rows as the grid names them (their document's name), while they are on the page.
  const [names, setNames] = useState<Record<string, string>>({});
  const columns = useSeenColumns(rows.data?.data);
  const analysedIds = useMemo(() => new Set(analysed.data ?? []), [analysed.data]);
  const tasks = useMemo(() => rowTasks(queue.data, dataset), [queue.data, dataset]);

  const filterBy = (column: string, value: string) => setQuery((held) => ({ ...held, page: 1, filters: { ...held.filters, [column]: value } }));

  const tableColumns: TableColumnsType<MarketRowRecord> = [
    { key: 'id', title: T.columnId, dataIndex: 'id', width: 110, render: (id: string) => <Typography.Text className={styles.cell} style={{ maxWidth: 100 }} copyable={{ text: id }}>{id}</Typography.Text> },
    ...columns.map((column) => ({
      key: column,
      title: column,
      sorter: true,
      sortOrder: query.sort?.column === column ? (query.sort.descending ? ('descend' as const) : ('ascend' as const)) : null,
      filteredValue: query.filters[column] ? [query.filters[column]] : null,
      filterDropdown: ({ confirm }: { confirm: (options?: { closeDropdown: boolean }) => void }) => (
        <ColumnFilter
          column={column}
          kind={filterKindOf(column)}
          value={query.filters[column] ?? ''}
          onApply={(value) => {
            filterBy(column, value);
            confirm({ closeDropdown: true });
          }}
        />
      ),
      render: (_: unknown, row: MarketRowRecord) => <span className={styles.cell}>{formatMarketValue(row.data[column])}</span>,
    })),
    {
      key: 'URL',
      title: 'URL',
      width: 120,
      render: (_, row) => {
        const href = safeUrl(row.URL);
        return href ? (
          <a href={href} target="_blank" rel="noopener noreferrer" className={styles.cell} style={{ maxWidth: 110 }}>
            {row.name || row.URL}
          </a>
        ) : null;
      },
    },
    {
      key: 'analysed',
      title: T.columnAnalysed,
      fixed: 'right',
      width: 130,
      render: (_, row) => <AnalysedCell analysed={analysedIds.has(row.id)} task={tasks.get(row.id)} onOpen={() => setOpened(row.id)} />,
    },
  ];

  const onChange = (pagination: TablePaginationConfig, _filters: unknown, sorter: SorterResult<MarketRowRecord> | SorterResult<MarketRowRecord>[]) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = single?.order && single.columnKey ? { column: String(single.columnKey), descending: single.order === 'descend' } : null;
    setQuery((held) => {
      const sortChanged = JSON.stringify(sort) !== JSON.stringify(held.sort);
      return { ...held, sort, page: sortChanged ? 1 : (pagination.current ?? held.page) };
    });
  };

  return (
    <>
      <section aria-label={dataset}>
        <Card size="small" className={styles.card} styles={{ body: { minWidth: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 12 } }}>
          {selected.length > 0 && <OcrTool dataset={dataset} rowIds={selected} onQueued={(queued) => {
                setNames(Object.fromEntries((rows.data?.data ?? []).filter((row) => row.name).map((row) => [row.id, row.name!])));
                setRun(queued);
              }} onClear={() => setSelected([])} />}
          {rows.error ? (
            <LoadFailure error={rows.error} onRetry={rows.refetch} />
          ) : (
            <Table<MarketRowRecord>
              rowKey="id"
              size="small"
              columns={tableColumns}
              dataSource={rows.data?.data ?? []}
              loading={rows.isFetching}
              scroll={{ x: 'max-content' }}
              rowSelection={{ selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: (keys) => setSelected(keys.map(String)) }}
              pagination={{ current: query.page, pageSize: DATA_TABLE_PAGE_SIZE, total: rows.data?.total ?? 0, showSizeChanger: false, size: 'small' }}
              onChange={onChange}
              locale={{ emptyText: T.empty }}
            />
          )}
        </Card>
      </section>
      {run && <OcrRun queue={queue.data} jobIds={run.jobIds} skipped={run.skipped} nameOf={(rowId) => names[rowId] ?? null} />}
      {user?.isAdmin && <ChangeLog dataset={dataset} />}
      {opened && <SummaryDetailModal dataset={dataset} rowId={opened} onClose={() => setOpened(null)} />}
    </>
  );
}
