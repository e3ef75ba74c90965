import { skipToken } from '@reduxjs/toolkit/query';
import { Drawer, Grid, Spin, Typography } from 'antd';
import { useMemo } from 'react';
import { AI_MADE_TYPES } from '@k9/domain/audit/ai-chain';
import { useGetAuditStreamQuery } from '../../../admin/audit/audit.api';
import { AiChainLink } from '../../../audit/components/ai-chain-link';
import { AuditTimeline } from '../../../admin/audit/audit-timeline';
import { RestoreAiChange } from '../../../content-ai/batches/components/restore-ai-change';
import { contentStreamId } from '../../content.api';
import { describeContentHistory } from '../content-history';
import { HISTORY_TEXT as H } from '../content-forms.messages';

type Props = { record: { id: number; title: string } | null; classNames: ReadonlyMap<number, string>; onClose: () => void };

/** Who changed a record when, newest first (the audit timeline shared with users and settings). */
export function ContentHistoryDrawer({ record, classNames, onClose }: Props) {
  const screens = Grid.useBreakpoint();
  const { data, error, isLoading, isFetching, refetch } = useGetAuditStreamQuery(record ? contentStreamId(record.id) : skipToken, { refetchOnMountOrArgChange: true });
  const lines = useMemo(() => describeContentHistory(data?.data ?? [], classNames), [data, classNames]);
  const title = record ? H.title(record.id, record.title) : '';
  return (
    <Drawer title={title} open={record !== null} onClose={onClose} size={screens.md === false ? '100%' : 560} extra={isFetching && !isLoading ? <Spin size="small" /> : null}>
      <AuditTimeline
        label={title}
        isLoading={isLoading}
        error={error}
        onRetry={refetch}
        items={lines}
        entryOf={(line) => line.entry}
        texts={{ loadFailed: H.loadFailed, empty: H.empty, system: H.system }}
        body={({ text }) => <Typography.Text>{text}</Typography.Text>}
        head={({ entry }) => (
          <>
            {record && entry.type === 'ContentAiRevised' ? <RestoreAiChange recordId={record.id} entries={data?.data ?? []} entry={entry} /> : null}
            {record && AI_MADE_TYPES.includes(entry.type) ? <AiChainLink streamId={contentStreamId(record.id)} position={entry.position} /> : null}
          </>
        )}
      />
    </Drawer>
  );
}
