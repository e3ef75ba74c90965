import type { UserRecord } from '@k9/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Drawer, Grid, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { useGetAuditStreamQuery } from '../../../admin/audit/audit.api';
import { AuditTimeline } from '../../../admin/audit/audit-timeline';
import { userStreamId } from '../../users.api';
import { describeUserHistory } from '../user-history';
import { USER_MANAGEMENT_TEXT as TEXT } from '../user-management.messages';

type Props = { user: UserRecord | null; classNames: ReadonlyMap<number, string>; onClose: () => void };

/** Who changed a user when, newest first, one readable line per event. */
export function UserHistoryDrawer({ user, classNames, onClose }: Props) {
  const screens = Grid.useBreakpoint();
  const { data, error, isLoading, isFetching, refetch } = useGetAuditStreamQuery(user ? userStreamId(user.id) : skipToken, {
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
      <AuditTimeline
        label={title}
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        items={lines}
        entryOf={(line) => line.entry}
        texts={{ loadFailed: TEXT.historyLoadFailed, empty: TEXT.historyEmpty, system: TEXT.historySystem }}
        body={({ text }) => <Typography.Text>{text}</Typography.Text>}
      />
    </Drawer>
  );
}
