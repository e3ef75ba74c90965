import type { AuditEventRow } from '@k9/contracts/audit/audit.routes';
import { AI_MADE_TYPES } from '@k9/domain/audit/ai-chain';
import { App, Button, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../app/datetime';
import { LoadFailure } from '../../app/load-failure';
import { useDocumentTitle } from '../../app/use-document-title';
import { auditChainPath } from './audit.context';
import { AUDIT_TEXT as TEXT } from './audit.messages';
import { useAuditCatalogueQuery, useAuditEventsQuery, useLazyAuditEventsQuery } from './audit-log.api';
import { auditCsv } from './audit-csv';
import { AUDIT_FILTERS, filterOf, withChanges, type AuditFilterKey } from './audit-filters';
import { StreamHistoryDrawer } from './components/stream-history-drawer';

const PAGE = 50;
/** One CSV holds at most this many rows (the newest of the filtered list). */
const EXPORT_MAX = 10_000;

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** /admin/audit: every event of the system, filtered by the address's filters, newest first, a page at a time. */
export function AuditLogPage() {
  useDocumentTitle(TEXT.title);
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const events = useAuditEventsQuery({ ...filter, limit: PAGE });
  const catalogue = useAuditCatalogueQuery();
  const [readPage] = useLazyAuditEventsQuery();
  const [exporting, setExporting] = useState(false);
  const [history, setHistory] = useState<string | null>(null);
  const set = (changes: Partial<Record<AuditFilterKey | 'before', string | undefined>>) => setParams((current) => withChanges(current, changes));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: AuditEventRow[] = [];
      let before = filter.before;
      while (rows.length < EXPORT_MAX) {
        const page = await readPage({ ...filter, before, limit: 100 }).unwrap();
        rows.push(...page.data);
        if (!page.nextBefore) break;
        before = page.nextBefore;
      }
      download(`nhat-ky-kiem-toan-${new Date().toISOString().slice(0, 10)}.csv`, auditCsv(rows.slice(0, EXPORT_MAX), TEXT.system));
      void message.success(rows.length >= EXPORT_MAX ? TEXT.exportCapped(EXPORT_MAX) : TEXT.exported(rows.length));
    } catch {
      void message.error(TEXT.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const text = (key: AuditFilterKey, label: string, width = 220) => (
    <Input.Search key={`${key}:${filter[key] ?? ''}`} aria-label={label} placeholder={label} defaultValue={filter[key]} allowClear style={{ width }} onSearch={(value) => set({ [key]: value.trim() || undefined })} />
  );
  const typeOptions = [
    { label: TEXT.groupsLabel, options: (catalogue.data?.groups ?? []).map((group) => ({ value: group.key, label: group.label })) },
    { label: TEXT.typesLabel, options: (catalogue.data?.types ?? []).map((type) => ({ value: type.type, label: type.label })) },
  ];
  const rows = events.data?.data ?? [];

  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {TEXT.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{TEXT.intro}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        {text('actor', TEXT.filters.actor, 260)}
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={TEXT.filters.type}
          placeholder={TEXT.filters.type}
          value={filter.type}
          options={typeOptions}
          style={{ width: 260 }}
          onChange={(value?: string) => set({ type: value })}
        />
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          aria-label={TEXT.filters.kind}
          placeholder={TEXT.filters.kind}
          value={filter.kind}
          options={(catalogue.data?.kinds ?? []).map((kind) => ({ value: kind.kind, label: kind.label }))}
          style={{ width: 220 }}
          onChange={(value?: string) => set({ kind: value })}
        />
        {text('streamId', TEXT.filters.streamId)}
        {text('correlationId', TEXT.filters.correlationId)}
        <Input type="date" aria-label={TEXT.filters.from} value={filter.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} style={{ width: 160 }} />
        <Input type="date" aria-label={TEXT.filters.to} value={filter.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} style={{ width: 160 }} />
        <Button onClick={() => set(Object.fromEntries(AUDIT_FILTERS.map((key) => [key, undefined])))}>{TEXT.filters.clear}</Button>
        <Button type="primary" loading={exporting} onClick={() => void exportCsv()}>
          {exporting ? TEXT.exporting : TEXT.exportCsv}
        </Button>
      </Space>
      {events.error ? <LoadFailure error={events.error} fallback={TEXT.loadFailed} onRetry={events.refetch} style={{ marginBottom: 12 }} /> : null}
      <Table<AuditEventRow>
        rowKey="position"
        size="small"
        loading={events.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 960 }}
        locale={{ emptyText: TEXT.empty }}
        expandable={{
          expandedRowRender: (row) => (
            // Allow-listed data only, shown as text (never as markup).
            <pre aria-label={TEXT.details} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>
              {JSON.stringify(row.data, null, 2)}
            </pre>
          ),
        }}
        columns={[
          { title: TEXT.columns.when, key: 'when', width: 170, render: (_, row) => <time dateTime={row.occurredAt}>{formatDateTime(row.occurredAt)}</time> },
          { title: TEXT.columns.who, key: 'who', width: 220, render: (_, row) => row.actorEmail ?? row.actorId ?? TEXT.system },
          { title: TEXT.columns.what, key: 'what', render: (_, row) => row.label },
          {
            title: TEXT.columns.on,
            key: 'on',
            render: (_, row) => (
              <Space size={4} wrap>
                <Tag>{row.kindLabel}</Tag>
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => set({ streamId: row.streamId })}>
                  {row.streamId}
                </Button>
              </Space>
            ),
          },
          {
            title: TEXT.columns.actions,
            key: 'actions',
            width: 170,
            render: (_, row) => (
              <Space size={4}>
                <Button size="small" onClick={() => setHistory(row.streamId)}>
                  {TEXT.history}
                </Button>
                {AI_MADE_TYPES.includes(row.type) ? <Link to={auditChainPath(row.streamId, row.position)}>{TEXT.chain}</Link> : null}
              </Space>
            ),
          },
        ]}
      />
      <Space style={{ marginTop: 12 }}>
        {filter.before ? <Button onClick={() => set({ before: undefined })}>{TEXT.newest}</Button> : null}
        {events.data?.nextBefore ? <Button onClick={() => set({ before: String(events.data!.nextBefore) })}>{TEXT.older}</Button> : null}
      </Space>
      <StreamHistoryDrawer streamId={history} onClose={() => setHistory(null)} />
    </div>
  );
}
