import type { UserRecord } from '@k9/contracts';
import { Table } from 'antd';
import type { TableProps } from 'antd';
import { useMemo, useState } from 'react';
import { useUserColumns, type UserColumnsOptions } from './user-columns';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';

type Props = UserColumnsOptions & {
  users: UserRecord[];
  total: number;
  loading: boolean;
  selectedIds: string[];
  onSelect: (ids: string[]) => void;
};

/** Spec 3 §9 page sizes. Pages above 100 rows are virtualised so 5,000 users stay fluid. */
const PAGE_SIZES = [100, 500, 1000, 2000, 5000];
const VIRTUAL_ABOVE = 100;
const SELECTION_WIDTH = 48;
const SCROLL_X = 1440;

export function UserTable({ users, total, loading, selectedIds, onSelect, ...columnOptions }: Props) {
  const columns = useUserColumns(columnOptions);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const { currentUserId } = columnOptions;
  const virtual = pageSize > VIRTUAL_ABOVE && users.length > VIRTUAL_ABOVE;

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
      pageSize,
      pageSizeOptions: PAGE_SIZES,
      showSizeChanger: true,
      showTotal: (shown) => TEXT.total(shown, total),
      onShowSizeChange: (_page, size) => setPageSize(size),
    }),
    [pageSize, total],
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
      virtual={virtual}
      scroll={virtual ? { x: SCROLL_X, y: 640 } : { x: SCROLL_X }}
    />
  );
}
