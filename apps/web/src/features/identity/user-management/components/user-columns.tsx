import { DeleteOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { UserRecord } from '@k9/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { formatDateTime } from '../../../../app/datetime';
import { roleTags } from '../../roles';
import { USER_MANAGEMENT_TEXT as TEXT } from '../user-management.messages';
import type { SortField, UserSort } from '../user-table-query';
import { formatVietnamMinute, validityLabel } from '../user-validity';

export type UserColumnsOptions = {
  now: number;
  classNames: ReadonlyMap<number, string>;
  currentUserId: string | undefined;
  deletingIds: ReadonlySet<string>;
  onEdit: (user: UserRecord) => void;
  onHistory: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
  /** The sorted column, as the address holds it. */
  sort: UserSort | null;
  /** A phone: the name does not stay fixed at the left, so the row's actions keep their room at the right. */
  narrow: boolean;
};

/**
 * Column widths: at 1440 px (250 px menu, margins) the whole table fits, so no header hides under the fixed actions
 * column; the e-mail takes what is left and shortens with an ellipsis. Narrower screens scroll the table, not the page.
 */
export const COLUMN_WIDTH = { name: 160, username: 115, phone: 115, validity: 150, classes: 100, createdAt: 120, actions: 112 } as const;
export const EMAIL_MIN_WIDTH = 130;

const byText = (pick: (user: UserRecord) => string | null) => (a: UserRecord, b: UserRecord) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '', 'vi');

/** The user table's columns, rebuilt only when the clock ticks, the class names change or a handler does. */
export function useUserColumns({ now, classNames, currentUserId, deletingIds, onEdit, onHistory, onDelete, sort, narrow }: UserColumnsOptions) {
  return useMemo<TableColumnsType<UserRecord>>(() => {
    const sorted = (field: SortField) => ({ key: field, sortOrder: sort?.field === field ? sort.order : null });
    return [
      {
        title: TEXT.columnName,
        dataIndex: 'name',
        width: COLUMN_WIDTH.name,
        fixed: narrow ? undefined : 'left',
        sorter: byText((user) => user.name),
        ...sorted('name'),
        render: (name: string, user) => (
          <Space size={4} wrap>
            <Typography.Text strong>{name}</Typography.Text>
            {roleTags(user).map((role) => (role === 'admin' ? <Tag key={role} color="blue">{TEXT.admin}</Tag> : <Tag key={role} color="purple">{TEXT.auditor}</Tag>))}
            {user.id === currentUserId ? <Tag>{TEXT.you}</Tag> : null}
          </Space>
        ),
      },
      { title: TEXT.columnUsername, dataIndex: 'username', width: COLUMN_WIDTH.username, sorter: byText((user) => user.username), ...sorted('username') },
      { title: TEXT.columnEmail, dataIndex: 'email', minWidth: EMAIL_MIN_WIDTH, ellipsis: true, sorter: byText((user) => user.email), ...sorted('email') },
      { title: TEXT.columnPhone, dataIndex: 'phone', width: COLUMN_WIDTH.phone },
      {
        title: TEXT.columnValidity,
        key: 'validity',
        width: COLUMN_WIDTH.validity,
        render: (_value, user) => {
          const { text, color } = validityLabel(user, now);
          const tag = <Tag color={color}>{text}</Tag>;
          return user.info?.expiryDate && !user.isAdmin && !user.isAuditor ? (
            <Tooltip title={TEXT.expiresAt(formatVietnamMinute(user.info.expiryDate))}>{tag}</Tooltip>
          ) : (
            tag
          );
        },
      },
      {
        title: TEXT.columnClasses,
        dataIndex: 'id_user_class',
        width: COLUMN_WIDTH.classes,
        render: (ids: number[]) => (
          <Space size={[0, 4]} wrap>
            {ids.map((id) => (
              <Tag key={id}>{classNames.get(id) ?? `#${id}`}</Tag>
            ))}
          </Space>
        ),
      },
      {
        title: TEXT.columnCreatedAt,
        dataIndex: 'created_at',
        width: COLUMN_WIDTH.createdAt,
        sorter: (a, b) => a.created_at.localeCompare(b.created_at),
        ...sorted('created_at'),
        render: (createdAt: string) => formatDateTime(createdAt),
      },
      {
        title: TEXT.columnActions,
        key: 'actions',
        width: COLUMN_WIDTH.actions,
        fixed: 'right',
        render: (_value, user) => (
          <Space size={0}>
            <Tooltip title={TEXT.edit}>
              <Button type="text" aria-label={TEXT.edit} icon={<EditOutlined />} onClick={() => onEdit(user)} />
            </Tooltip>
            <Tooltip title={TEXT.history}>
              <Button type="text" aria-label={TEXT.history} icon={<HistoryOutlined />} onClick={() => onHistory(user)} />
            </Tooltip>
            {user.id === currentUserId ? null : (
              <Popconfirm
                title={TEXT.confirmDelete}
                okText={TEXT.deleteOk}
                cancelText={TEXT.cancel}
                okButtonProps={{ danger: true }}
                onConfirm={() => onDelete(user)}
              >
                <Button type="text" danger aria-label={TEXT.delete} icon={<DeleteOutlined />} loading={deletingIds.has(user.id)} />
              </Popconfirm>
            )}
          </Space>
        ),
      },
    ];
  }, [now, classNames, currentUserId, deletingIds, onEdit, onHistory, onDelete, sort, narrow]);
}
