import type { ContactRequestRecord } from '@k9/contracts';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { AdminListHeader } from '../../../app/admin-list-header';
import { formatDateTime } from '../../../app/datetime';
import { useDocumentTitle } from '../../../app/use-document-title';
import { useContactRequestsQuery } from '../contact.api';
import { CONTACT_TEXT as TEXT } from '../contact.messages';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<ContactRequestRecord['status'], string> = { waiting: 'gold', retrying: 'orange', sent: 'green', failed: 'red' };

/** The status, and what the admin needs beside it: why it has not gone out, or when it did. */
function StatusCell({ row, smtpConfigured }: { row: ContactRequestRecord; smtpConfigured: boolean }) {
  return (
    <Space orientation="vertical" size={2}>
      <Tag color={STATUS_COLORS[row.status]}>{TEXT.statuses[row.status]}</Tag>
      {row.status === 'waiting' && !smtpConfigured ? <Typography.Text type="secondary">{TEXT.smtpMissingNote}</Typography.Text> : null}
      {row.status === 'sent' && row.sentAt ? <Typography.Text type="secondary">{TEXT.sentAt(formatDateTime(row.sentAt))}</Typography.Text> : null}
      {(row.status === 'retrying' || row.status === 'failed') && row.attempts > 0 ? <Typography.Text type="secondary">{TEXT.attempts(row.attempts)}</Typography.Text> : null}
      {/* The SMTP server's words: plain text only. */}
      {(row.status === 'retrying' || row.status === 'failed') && row.lastError ? (
        <Typography.Text type="danger" style={{ maxWidth: 280, display: 'block' }}>
          {row.lastError}
        </Typography.Text>
      ) : null}
    </Space>
  );
}

/** Issue 13 §4: what learners sent through the e-mail contact, newest first, with where each e-mail stands. */
export function ContactRequestsPage() {
  useDocumentTitle(TEXT.title);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { data, isLoading, isFetching, error, refetch } = useContactRequestsQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const smtpConfigured = data?.smtpConfigured ?? true;

  return (
    <div style={{ padding: 'clamp(12px, 2vw, 24px)' }}>
      <AdminListHeader
        text={TEXT}
        total={data ? TEXT.total(data.total) : null}
        notice={data && !data.smtpConfigured ? <Alert type="warning" showIcon title={TEXT.smtpMissingTitle} description={TEXT.smtpMissing} style={{ marginBottom: 12 }} /> : null}
        error={error}
        isFetching={isFetching}
        isLoading={isLoading}
        refetch={refetch}
      />
      <Table<ContactRequestRecord>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={data?.data ?? []}
        locale={{ emptyText: TEXT.empty }}
        scroll={{ x: 1100 }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => setParams((current) => {
            const updated = new URLSearchParams(current);
            if (next > 1) updated.set('page', String(next));
            else updated.delete('page');
            return updated;
          }),
        }}
        columns={[
          { title: TEXT.requestedAt, dataIndex: 'requestedAt', width: 170, render: (at: string) => formatDateTime(at) },
          { title: TEXT.email, dataIndex: 'email', width: 220, render: (email: string) => <Typography.Link href={`mailto:${email}`}>{email}</Typography.Link> },
          {
            title: TEXT.name,
            width: 180,
            render: (_, row) => (
              <Space orientation="vertical" size={0}>
                <span>{row.name ?? TEXT.none}</span>
                {row.username ? <Typography.Text type="secondary">{row.username}</Typography.Text> : null}
              </Space>
            ),
          },
          { title: TEXT.subject, dataIndex: 'subject', width: 200, render: (subject: string | null) => subject ?? TEXT.none },
          {
            title: TEXT.message,
            dataIndex: 'message',
            // What the learner typed, as text (React escapes it), with its line breaks.
            render: (message: string) => (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0, minWidth: 240 }} ellipsis={{ rows: 4, expandable: true, symbol: TEXT.expand }}>
                {message}
              </Typography.Paragraph>
            ),
          },
          { title: TEXT.status, dataIndex: 'status', width: 220, render: (_, row) => <StatusCell row={row} smtpConfigured={smtpConfigured} /> },
        ]}
      />
    </div>
  );
}
