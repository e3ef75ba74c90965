import type { ContentListItem, ContentListResponse } from '@k9/contracts';
import { Pagination } from 'antd';
import type { ReactNode } from 'react';
import { AreaEmpty, AreaLoading } from './area-states';
import { LoadFailure } from '../../../../app/load-failure';

type Props = {
  list: { data?: ContentListResponse; isLoading: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  label: string;
  /** The empty text: no item at all, or none for the filters set. */
  emptyText: string;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  narrow: boolean;
  row: (item: ContentListItem) => ReactNode;
};

/** An area's list page: loading, error with retry, empty, the rows (dimmed while a new page loads) and the pager. */
export function AreaList({ list, label, emptyText, page, pageSize, onPage, narrow, row }: Props) {
  if (list.isLoading) return <AreaLoading />;
  if (list.error) return <LoadFailure error={list.error} onRetry={() => void list.refetch()} />;
  const rows = list.data?.data ?? [];
  if (rows.length === 0) return <AreaEmpty text={emptyText} />;
  const total = list.data?.total ?? 0;
  return (
    <>
      <ul aria-label={label} aria-busy={list.isFetching} style={{ display: 'grid', gap: 6, margin: 0, padding: 0, opacity: list.isFetching ? 0.6 : 1 }}>
        {rows.map(row)}
      </ul>
      {total > pageSize ? (
        <Pagination simple={narrow} size="small" align="center" current={page} pageSize={pageSize} total={total} showSizeChanger={false} onChange={onPage} style={{ marginTop: 12 }} />
      ) : null}
    </>
  );
}
