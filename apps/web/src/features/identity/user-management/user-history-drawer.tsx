import type { UserRecord } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Drawer, Empty, Grid, Spin, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { errorMessage } from '../../../api/errors';
import { formatDateTime } from '../../../app/datetime';
import { useGetAuditStreamQuery } from '../../admin/audit.api';
import { userStreamId } from '../users.api';
import { describeUserHistory } from './user-history';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';

type Props = { user: UserRecord | null; classNames: ReadonlyMap<number, string>; onClose: () => void };

/** Who changed a user when, newest first, one readable line per event. */
export function UserHistoryDrawer({ user, classNames, onClose }: Props) {
  const screens = Grid.useBreakpoint();
  const { data, error, isLoading, isFetching } = useGetAuditStreamQuery(user ? userStreamId(user.id) : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const lines = useMemo(() => describeUserHistory(data?.data ?? [], classNames), [data, classNames]);
  const title = user ? TEXT.historyTitle(user.name) : '';

  return (
    <Drawer
      title={title}
      open={user !== null}
      onClose={onClose}
      size={screens.md === false ? '100%' : 560}
      extra={isFetching && !isLoading ? <Spin size="small" /> : null}
    >
      {isLoading ? (
        <Spin />
      ) : error ? (
        <Alert type="error" showIcon title={errorMessage(error, TEXT.historyLoadFailed)} />
      ) : lines.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={TEXT.historyEmpty} />
      ) : (
        <ul aria-label={title} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {lines.map(({ entry, text }) => (
            <li key={entry.position} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0', display: 'grid', gap: 4 }}>
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
                <Typography.Text strong>{entry.actorEmail ?? TEXT.historySystem}</Typography.Text>
                <Tag color="blue">{entry.type}</Tag>
              </div>
              {text ? <Typography.Text>{text}</Typography.Text> : null}
            </li>
          ))}
        </ul>
      )}
    </Drawer>
  );
}
