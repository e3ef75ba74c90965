import { Spin, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { SETTINGS_TEXT } from './settings-drawer.messages';
import { useGetAuditStreamQuery } from '../../admin/audit/audit.api';
import { AuditTimeline } from '../../admin/audit/audit-timeline';

const HEADING_ID = 'k9-audit-title';

/** 'Lịch sử thay đổi': who changed a stream, when, with which event, and the event's data. */
export function AuditList({ streamId }: { streamId: string | null }) {
  const { data, error, isLoading, isFetching, refetch } = useGetAuditStreamQuery(streamId ?? skipToken);
  const entries = data?.data ?? [];

  return (
    <section aria-labelledby={HEADING_ID} style={{ marginTop: 24, display: 'grid', gap: 8 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <Typography.Title level={2} id={HEADING_ID} style={{ fontSize: 16, margin: 0 }}>
          {SETTINGS_TEXT.auditTitle}
        </Typography.Title>
        {isFetching && !isLoading ? <Spin size="small" /> : null}
      </div>
      {!streamId ? (
        <Typography.Text type="secondary">{SETTINGS_TEXT.auditChooseType}</Typography.Text>
      ) : (
        <AuditTimeline
          labelledBy={HEADING_ID}
          isLoading={isLoading}
          error={error}
          onRetry={refetch}
          items={entries}
          entryOf={(entry) => entry}
          texts={{ loadFailed: SETTINGS_TEXT.auditLoadFailed, empty: SETTINGS_TEXT.auditEmpty, system: SETTINGS_TEXT.auditSystemActor }}
          head={(entry) => (
            <>
              <Tag color="blue">{entry.type}</Tag>
              <Typography.Text type="secondary">
                {SETTINGS_TEXT.version} {entry.version}
              </Typography.Text>
            </>
          )}
          body={(entry) => (
            <details>
              <summary style={{ cursor: 'pointer' }}>{SETTINGS_TEXT.auditData}</summary>
              <pre className="k9-json">{JSON.stringify(entry.data, null, 2)}</pre>
            </details>
          )}
        />
      )}
    </section>
  );
}
