import type { UserRecord } from '@k9/contracts';
import { Grid, Table } from 'antd';
import type { TableProps } from 'antd';
import { useMemo } from 'react';
import { USER_MANAGEMENT_TEXT as TEXT } from '../user-management.messages';
import { PAGE_SIZES, SORT_FIELDS, type UserSort, type UserTableQuery } from '../user-table-query';
import { COLUMN_WIDTH, EMAIL_MIN_WIDTH, useUserColumns, type UserColumnsOptions } from './user-columns';

type Props = Omit<UserColumnsOptions, 'sort' | 'narrow'> & {
  users: UserRecord[];
  total: number;
  loading: boolean;
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
  /** Page, page size and sort, as the address holds them. */
  query: UserTableQuery;
  onQueryChange: (change: Partial<UserTableQuery>) => void;
};

/** Pages above 100 rows are virtualised so 5,000 users stay fluid. */
const VIRTUAL_ABOVE = 100;
const SELECTION_WIDTH = 48;
/** Below this width the table scrolls inside its own frame (the page never scrolls sideways). */
const SCROLL_X = SELECTION_WIDTH + EMAIL_MIN_WIDTH + Object.values(COLUMN_WIDTH).reduce((sum, width) => sum + width, 0);

const sortOf = (sorter: Parameters<NonNullable<TableProps<UserRecord>['onChange']>>[2]): UserSort | null => {
  const single = Array.isArray(sorter) ? sorter[0] : sorter;
  const field = SORT_FIELDS.find((name) => name === single?.columnKey);
  return field && single?.order ? { field, order: single.order } : null;
};

export function UserTable({ users, total, loading, selectedIds, onSelect, query, onQueryChange, ...columnOptions }: Props) {
  const narrow = Grid.useBreakpoint().md === false;
  const columns = useUserColumns({ ...columnOptions, sort: query.sort, narrow });
  const { currentUserId } = columnOptions;
  const virtual = query.pageSize > VIRTUAL_ABOVE && users.length > VIRTUAL_ABOVE;

  // A signed-in admin's own row cannot be selected (spec 3 §5).
  const rowSelection = useMemo<TableProps<UserRecord>['rowSelection']>(
    () => ({
      selectedRowKeys: selectedIds,
      preserveSelectedRowKeys: true,
      columnWidth: SELECTION_WIDTH,
      onChange: (keys) => onSelect(keys.map(String)),
      getCheckboxProps: (user) => ({ disabled: user.id === currentUserId, 'aria-label': TEXT.selectRow(user.name) }),
    }),
    [selectedIds, onSelect, currentUserId],
  );

  const pagination = useMemo<TableProps<UserRecord>['pagination']>(
    () => ({
      current: query.page,
      pageSize: query.pageSize,
      pageSizeOptions: [...PAGE_SIZES],
      showSizeChanger: true,
      showTotal: (shown) => TEXT.total(shown, total),
    }),
    [query.page, query.pageSize, total],
  );

  return (
    <Table<UserRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={users}
      loading={loading}
      rowSelection={rowSelection}
      pagination={pagination}
      onChange={(page, _filters, sorter) =>
        onQueryChange({ page: page.current ?? 1, pageSize: page.pageSize ?? query.pageSize, sort: sortOf(sorter) })
      }
      virtual={virtual}
      scroll={virtual ? { x: SCROLL_X, y: 640 } : { x: SCROLL_X }}
    />
  );
}
