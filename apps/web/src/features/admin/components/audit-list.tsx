import { Alert, Empty, Spin, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessage } from '../../../api/errors';
import { formatDateTime } from '../../../app/datetime';
import { SETTINGS_TEXT } from '../../site/settings.messages';
import { useGetAuditStreamQuery } from '../audit.api';

const HEADING_ID = 'k9-audit-title';

/** 'Lịch sử thay đổi': who changed a stream, when, with which event, and the event's data. */
export function AuditList({ streamId }: { streamId: string | null }) {
  const { data, error, isLoading, isFetching } = useGetAuditStreamQuery(streamId ?? skipToken);
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
      ) : isLoading ? (
        <Spin />
      ) : error ? (
        <Alert type="error" showIcon title={errorMessage(error, SETTINGS_TEXT.auditLoadFailed)} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={SETTINGS_TEXT.auditEmpty} />
      ) : (
        <ul aria-labelledby={HEADING_ID} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry) => (
            <li
              key={entry.position}
              style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0', display: 'grid', gap: 4 }}
            >
              <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
                <Typography.Text strong>{entry.actorEmail ?? SETTINGS_TEXT.auditSystemActor}</Typography.Text>
                <Tag color="blue">{entry.type}</Tag>
                <Typography.Text type="secondary">
                  {SETTINGS_TEXT.version} {entry.version}
                </Typography.Text>
              </div>
              <details>
                <summary style={{ cursor: 'pointer' }}>{SETTINGS_TEXT.auditData}</summary>
                <pre className="k9-json">{JSON.stringify(entry.data, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
