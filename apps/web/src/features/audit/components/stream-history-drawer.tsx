import { skipToken } from '@reduxjs/toolkit/query';
import type { AuditEntry } from '@k9/contracts';
import { Button, Drawer, Grid, Space, Switch, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { formatDateTime } from '../../../app/datetime';
import { LoadFailure } from '../../../app/load-failure';
import { useGetAuditStreamQuery } from '../../admin/audit/audit.api';
import { AuditTimeline } from '../../admin/audit/audit-timeline';
import { AUDIT_TEXT } from '../audit.messages';
import { useAuditCatalogueQuery, useAuditStateAtQuery } from '../audit-log.api';
import { compareStates, shownValue } from '../state-diff';

const TEXT = AUDIT_TEXT.stream;

/** Two moments of the stream's record side by side, the fields that differ highlighted (issue 36 §2). */
function StateComparison({ streamId, a, b }: { streamId: string; a: AuditEntry; b: AuditEntry }) {
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [older, newer] = a.position < b.position ? [a, b] : [b, a];
  const left = useAuditStateAtQuery({ streamId, at: older.position });
  const right = useAuditStateAtQuery({ streamId, at: newer.position });
  const rows = useMemo(() => compareStates(left.data?.state ?? null, right.data?.state ?? null), [left.data, right.data]);
  if (left.error || right.error) return <LoadFailure error={left.error ?? right.error} fallback={TEXT.notReplayable} />;
  const shown = onlyChanged ? rows.filter((row) => row.changed) : rows;
  return (
    <section aria-label={TEXT.compare} style={{ marginBottom: 16 }}>
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text strong>{TEXT.compare}</Typography.Text>
        <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} aria-label={TEXT.onlyChanged} />
        <Typography.Text>{TEXT.onlyChanged}</Typography.Text>
      </Space>
      <Table
        rowKey="field"
        size="small"
        loading={left.isFetching || right.isFetching}
        pagination={false}
        scroll={{ x: 480 }}
        dataSource={shown}
        rowClassName={(row) => (row.changed ? 'audit-changed-row' : '')}
        onRow={(row) => ({ style: row.changed ? { background: '#fffbe6' } : undefined, 'data-changed': row.changed ? 'true' : 'false' }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { title: TEXT.field, dataIndex: 'field', width: 160, render: (field: string, row) => (<Space size={4}>{field}{row.changed ? <Tag color="gold">{TEXT.changed}</Tag> : null}</Space>) },
          { title: TEXT.at('A', formatDateTime(older.occurredAt)), key: 'a', render: (_, row) => <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shownValue(row.a, TEXT.none)}</Typography.Text> },
          { title: TEXT.at('B', formatDateTime(newer.occurredAt)), key: 'b', render: (_, row) => <Typography.Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{shownValue(row.b, TEXT.none)}</Typography.Text> },
        ]}
      />
    </section>
  );
}

/** A stream's history from any row of the log: each event, and two chosen moments of the record compared. */
export function StreamHistoryDrawer({ streamId, onClose }: { streamId: string | null; onClose: () => void }) {
  const screens = Grid.useBreakpoint();
  const history = useGetAuditStreamQuery(streamId ?? skipToken, { refetchOnMountOrArgChange: true });
  const catalogue = useAuditCatalogueQuery();
  const [picked, setPicked] = useState<{ a: AuditEntry | null; b: AuditEntry | null }>({ a: null, b: null });
  const labels = useMemo(() => new Map((catalogue.data?.types ?? []).map((type) => [type.type, type.label])), [catalogue.data]);
  // The stream's kind: the longest declared prefix its id starts with.
  const kind = streamId ? [...(catalogue.data?.kinds ?? [])].sort((x, y) => y.prefix.length - x.prefix.length).find((each) => streamId.startsWith(each.prefix)) : undefined;
  const replayable = kind?.replayable ?? false;
  const close = () => {
    setPicked({ a: null, b: null });
    onClose();
  };
  return (
    <Drawer title={streamId ? TEXT.title(streamId) : ''} open={streamId !== null} onClose={close} size={screens.md === false ? '100%' : 720}>
      {streamId && replayable ? (
        picked.a && picked.b ? <StateComparison streamId={streamId} a={picked.a} b={picked.b} /> : <Typography.Paragraph type="secondary">{TEXT.pickHint}</Typography.Paragraph>
      ) : streamId && catalogue.data ? (
        <Typography.Paragraph type="secondary">{TEXT.notReplayable}</Typography.Paragraph>
      ) : null}
      <AuditTimeline
        label={streamId ? TEXT.title(streamId) : undefined}
        isLoading={history.isLoading}
        error={history.error}
        onRetry={history.refetch}
        items={history.data?.data ?? []}
        entryOf={(entry) => entry}
        texts={{ loadFailed: TEXT.loadFailed, empty: TEXT.empty, system: AUDIT_TEXT.system }}
        head={(entry) => (
          <>
            <Typography.Text>{labels.get(entry.type) ?? entry.type}</Typography.Text>
            {replayable ? (
              <Space size={4}>
                <Button size="small" type={picked.a?.position === entry.position ? 'primary' : 'default'} onClick={() => setPicked((current) => ({ ...current, a: entry }))}>
                  {TEXT.pickA}
                </Button>
                <Button size="small" type={picked.b?.position === entry.position ? 'primary' : 'default'} onClick={() => setPicked((current) => ({ ...current, b: entry }))}>
                  {TEXT.pickB}
                </Button>
              </Space>
            ) : null}
          </>
        )}
        body={(entry) => (
          <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{JSON.stringify(entry.data, null, 2)}</pre>
        )}
      />
    </Drawer>
  );
}
