import type { AiCallRow, AiUsageRow } from '@k9/contracts';
import { AI_PURPOSE_LABELS, aiPurposeLabel } from '@k9/domain/ai/ai.messages';
import { Button, Card, Input, Segmented, Select, Space, Table, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../../app/datetime';
import { useAiCallsQuery, useAiUsageQuery, type LedgerQuery } from '../../ai.api';
import { AI_ADMIN_TEXT } from '../ai-admin.messages';
import { LoadFailure } from '../../../../app/load-failure';

const TEXT = AI_ADMIN_TEXT.ledger;
const FILTERS = ['from', 'to', 'model', 'userId', 'purpose', 'outcome', 'provider'] as const;
const GROUPS = ['day', 'model', 'user', 'purpose'] as const;

const usd = (value: number | null) => (value === null ? '—' : `$${value.toLocaleString('vi-VN', { minimumFractionDigits: 4, maximumFractionDigits: 4 })}`);
/** Counts with the Vietnamese thousands separator ('100.000'). */
const count = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toLocaleString('vi-VN'));
const PURPOSES = Object.entries(AI_PURPOSE_LABELS).map(([value, label]) => ({ value, label }));

/** Filters, grouping and page live in the address, so a view can be shared or reloaded. */
function useLedgerQuery() {
  const [params, setParams] = useSearchParams();
  const filter: LedgerQuery = Object.fromEntries(FILTERS.map((key) => [key, params.get(key) ?? undefined]).filter(([, value]) => value));
  const groupBy = (GROUPS as readonly string[]).includes(params.get('groupBy') ?? '') ? (params.get('groupBy') as string) : 'day';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const set = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  return { filter, groupBy, page, set };
}

/** The ledger: sums per day, model, user or purpose, and every call, filterable. */
export function LedgerPanel() {
  const { filter, groupBy, page, set } = useLedgerQuery();
  const usage = useAiUsageQuery({ ...filter, groupBy });
  const calls = useAiCallsQuery({ ...filter, page, pageSize: 20 });
  const outcomes = Object.entries(AI_ADMIN_TEXT.outcomes).map(([value, label]) => ({ value, label }));
  const text = (key: (typeof FILTERS)[number], label: string, width = 180) => (
    <Input.Search key={`${key}:${filter[key] ?? ''}`} aria-label={label} placeholder={label} defaultValue={filter[key]} allowClear style={{ width }} onSearch={(value) => set({ [key]: value.trim() || undefined })} />
  );
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space wrap>
        <Input type="date" aria-label={TEXT.from} value={filter.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} style={{ width: 160 }} />
        <Input type="date" aria-label={TEXT.to} value={filter.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} style={{ width: 160 }} />
        {text('model', TEXT.model)}
        {text('userId', TEXT.user, 240)}
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} aria-label={TEXT.purpose} placeholder={TEXT.purpose} value={filter.purpose} options={PURPOSES} style={{ width: 240 }} onChange={(value?: string) => set({ purpose: value })} />
        <Select allowClear aria-label={TEXT.outcome} placeholder={TEXT.outcome} value={filter.outcome} options={outcomes} style={{ width: 160 }} onChange={(value?: string) => set({ outcome: value })} />
        <Select
          allowClear
          aria-label={TEXT.provider}
          placeholder={TEXT.provider}
          value={filter.provider}
          options={['openai', 'openrouter', 'google', 'espeak'].map((value) => ({ value, label: value }))}
          style={{ width: 160 }}
          onChange={(value?: string) => set({ provider: value })}
        />
        <Button onClick={() => set(Object.fromEntries(FILTERS.map((key) => [key, undefined])))}>{TEXT.clear}</Button>
      </Space>
      {usage.error || calls.error ? <LoadFailure error={usage.error ?? calls.error} onRetry={() => Promise.all([usage.refetch(), calls.refetch()])} /> : null}
      <Card
        size="small"
        title={TEXT.groupBy}
        extra={<Segmented value={groupBy} onChange={(value) => set({ groupBy: String(value) })} options={GROUPS.map((value) => ({ value, label: TEXT.groups[value] }))} />}
      >
        <Table<AiUsageRow>
          rowKey="key"
          size="small"
          loading={usage.isFetching}
          dataSource={usage.data?.rows ?? []}
          pagination={false}
          scroll={{ x: 800 }}
          summary={() =>
            usage.data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>{TEXT.total}</Table.Summary.Cell>
                <Table.Summary.Cell index={1}>{count(usage.data.totals.calls)}</Table.Summary.Cell>
                <Table.Summary.Cell index={2}>{count(usage.data.totals.failures)}</Table.Summary.Cell>
                <Table.Summary.Cell index={3}>{count(usage.data.totals.avgLatencyMs)}</Table.Summary.Cell>
                <Table.Summary.Cell index={4}>{count(usage.data.totals.p95LatencyMs)}</Table.Summary.Cell>
                <Table.Summary.Cell index={5}>{`${count(usage.data.totals.inputTokens)} / ${count(usage.data.totals.outputTokens)}`}</Table.Summary.Cell>
                <Table.Summary.Cell index={6}>{usd(usage.data.totals.estimatedCostUsd)}</Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
          columns={[
            { title: TEXT.groups[groupBy], render: (_, row) => (groupBy === 'purpose' ? aiPurposeLabel(row.key) : row.label || TEXT.system) },
            { title: TEXT.calls, render: (_, row) => count(row.calls) },
            { title: TEXT.failures, render: (_, row) => count(row.failures) },
            { title: TEXT.avgLatency, render: (_, row) => count(row.avgLatencyMs) },
            { title: TEXT.p95Latency, render: (_, row) => count(row.p95LatencyMs) },
            { title: TEXT.tokens, render: (_, row) => `${count(row.inputTokens)} / ${count(row.outputTokens)}` },
            { title: TEXT.cost, render: (_, row) => usd(row.estimatedCostUsd) },
          ]}
        />
      </Card>
      <Table<AiCallRow>
        rowKey="callId"
        size="small"
        loading={calls.isFetching}
        dataSource={calls.data?.items ?? []}
        scroll={{ x: 1100 }}
        pagination={{ current: page, pageSize: 20, total: calls.data?.total ?? 0, showSizeChanger: false, onChange: (next) => set({ page: String(next) }) }}
        columns={[
          { title: TEXT.at, dataIndex: 'at', render: (at: string) => formatDateTime(at) },
          { title: TEXT.who, render: (_, row) => row.actorEmail ?? row.actorId ?? TEXT.system },
          { title: TEXT.purpose, dataIndex: 'purpose', render: (purpose: string) => aiPurposeLabel(purpose) },
          { title: TEXT.model, dataIndex: 'model', render: (model: string) => <Typography.Text code>{model}</Typography.Text> },
          { title: TEXT.outcome, dataIndex: 'outcome', render: (outcome: string) => <Tag color={outcome === 'ok' ? 'green' : 'red'}>{AI_ADMIN_TEXT.outcomes[outcome] ?? outcome}</Tag> },
          { title: TEXT.latency, render: (_, row) => count(row.latencyMs) },
          { title: TEXT.attempts, dataIndex: 'attempts' },
          { title: TEXT.tokens, render: (_, row) => `${count(row.inputTokens)} / ${count(row.outputTokens)}` },
          { title: TEXT.cost, render: (_, row) => usd(row.estimatedCostUsd) },
          // Provider text is untrusted: shown as plain text only.
          { title: TEXT.error, dataIndex: 'errorText', render: (error: string | null) => (error ? <Typography.Text type="danger" ellipsis={{ tooltip: error }} style={{ maxWidth: 260 }}>{error}</Typography.Text> : '') },
        ]}
      />
    </Space>
  );
}
