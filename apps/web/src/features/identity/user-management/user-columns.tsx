import { DeleteOutlined, EditOutlined, HistoryOutlined } from '@ant-design/icons';
import type { UserRecord } from '@k9/contracts';
import { Button, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { formatDateTime } from '../../../app/datetime';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';
import { formatVietnamMinute, validityLabel } from './user-validity';

export type UserColumnsOptions = {
  now: number;
  classNames: ReadonlyMap<number, string>;
  currentUserId: string | undefined;
  deletingIds: ReadonlySet<string>;
  onEdit: (user: UserRecord) => void;
  onHistory: (user: UserRecord) => void;
  onDelete: (user: UserRecord) => void;
};

const byText = (pick: (user: UserRecord) => string | null) => (a: UserRecord, b: UserRecord) =>
  (pick(a) ?? '').localeCompare(pick(b) ?? '', 'vi');

/** The user table's columns, rebuilt only when the clock ticks, the class names change or a handler does. */
export function useUserColumns({ now, classNames, currentUserId, deletingIds, onEdit, onHistory, onDelete }: UserColumnsOptions) {
  return useMemo<TableColumnsType<UserRecord>>(
    () => [
      {
        title: TEXT.columnName,
        dataIndex: 'name',
        width: 200,
        fixed: 'left',
        sorter: byText((user) => user.name),
        render: (name: string, user) => (
          <Space size={4} wrap>
            <Typography.Text strong>{name}</Typography.Text>
            {user.isAdmin ? <Tag color="blue">{TEXT.admin}</Tag> : null}
            {user.id === currentUserId ? <Tag>{TEXT.you}</Tag> : null}
          </Space>
        ),
      },
      { title: TEXT.columnUsername, dataIndex: 'username', width: 150, sorter: byText((user) => user.username) },
      { title: TEXT.columnEmail, dataIndex: 'email', width: 220, ellipsis: true, sorter: byText((user) => user.email) },
      { title: TEXT.columnPhone, dataIndex: 'phone', width: 130 },
      {
        title: TEXT.columnValidity,
        key: 'validity',
        width: 170,
        render: (_value, user) => {
          const { text, color } = validityLabel(user, now);
          const tag = <Tag color={color}>{text}</Tag>;
          return user.info?.expiryDate && !user.isAdmin ? (
            <Tooltip title={TEXT.expiresAt(formatVietnamMinute(user.info.expiryDate))}>{tag}</Tooltip>
          ) : (
            tag
          );
        },
      },
      {
        title: TEXT.columnClasses,
        dataIndex: 'id_user_class',
        width: 200,
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
        width: 170,
        sorter: (a, b) => a.created_at.localeCompare(b.created_at),
        render: (createdAt: string) => formatDateTime(createdAt),
      },
      {
        title: TEXT.columnActions,
        key: 'actions',
        width: 150,
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
    ],
    [now, classNames, currentUserId, deletingIds, onEdit, onHistory, onDelete],
  );
}
