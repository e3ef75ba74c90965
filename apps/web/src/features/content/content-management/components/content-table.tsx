import type { ContentListItem } from '@k9/contracts';
import type { ContentType } from '@k9/domain/content/content.types';
import { Grid, Table } from 'antd';
import type { TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { ManagementVariant } from '../bulk-actions';
import { CM_TEXT as TEXT } from '../content-management.messages';
import { PAGE_SIZES } from '../content-query';
import { columnsWidth, contentColumns, type RowActions } from './content-columns';
import { useVirtualTableRoles } from './virtual-roles';

type Props = RowActions & {
  variant: ManagementVariant;
  tab: ContentType;
  rows: ContentListItem[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  selectedIds: number[];
  onSelect: (ids: number[]) => void;
  classNames: ReadonlyMap<number, string>;
  programs: Array<{ value: string; label: string }>;
};

/** A virtual table needs its height in pixels: the window's, less the header, tabs, toolbar and filters above it. */
function useTableHeight(): number {
  const measure = () => Math.max(320, (typeof window === 'undefined' ? 900 : window.innerHeight) - 380);
  const [height, setHeight] = useState(measure);
  useEffect(() => {
    const onResize = () => setHeight(measure());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** The tab's records: virtual (smooth with 5,000 rows), multi-row selection, paged on the server (spec 3 §9 sizes). */
export function ContentTable({ variant, tab, rows, total, loading, page, pageSize, onPage, selectedIds, onSelect, classNames, programs, ...actions }: Props) {
  const { onView, onEdit, onQuiz, onHistory, onDelete, onPatch } = actions;
  // Below 768 px nothing is pinned: a pinned column would cover the cells scrolled under it on a phone.
  const pinActions = Grid.useBreakpoint().md !== false;
  const columns = useMemo(
    () => contentColumns({ variant, tab, classNames, programs, pinActions, onView, onEdit, onQuiz, onHistory, onDelete, onPatch }),
    [variant, tab, classNames, programs, pinActions, onView, onEdit, onQuiz, onHistory, onDelete, onPatch],
  );
  const roles = useVirtualTableRoles(TEXT.tabs[tab]);
  const rowSelection = useMemo<TableProps<ContentListItem>['rowSelection']>(
    () => ({
      selectedRowKeys: selectedIds,
      columnWidth: 48,
      fixed: true,
      onChange: (keys) => onSelect(keys.map(Number)),
      getCheckboxProps: (row) => ({ 'aria-label': TEXT.selectRow(row.title) }),
    }),
    [selectedIds, onSelect],
  );
  const pagination = useMemo<TableProps<ContentListItem>['pagination']>(
    () => ({
      current: page,
      pageSize,
      total,
      pageSizeOptions: [...PAGE_SIZES],
      showSizeChanger: true,
      showTotal: (count) => TEXT.total(Math.min(rows.length, count), count),
      onChange: onPage,
    }),
    [page, pageSize, total, rows.length, onPage],
  );
  const height = useTableHeight();
  const scroll = useMemo(() => ({ x: columnsWidth(columns), y: height }), [columns, height]);

  return (
    <Table<ContentListItem>
      rowKey="id"
      size="small"
      aria-label={TEXT.tabs[tab]}
      {...roles}
      columns={columns}
      dataSource={rows}
      loading={loading}
      rowSelection={rowSelection}
      pagination={pagination}
      virtual
      scroll={scroll}
    />
  );
}
