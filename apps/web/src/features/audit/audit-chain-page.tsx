import { skipToken } from '@reduxjs/toolkit/query';
import type { AuditChainLink } from '@k9/contracts/audit/audit.routes';
import { Alert, Card, Descriptions, Space, Spin, Tag, Timeline, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../app/datetime';
import { LoadFailure } from '../../app/load-failure';
import { useDocumentTitle } from '../../app/use-document-title';
import { auditWebContext } from './audit.context';
import { AUDIT_TEXT } from './audit.messages';
import { useAuditChainQuery } from './audit-log.api';

const TEXT = AUDIT_TEXT.chainPage;
const ROLE_COLORS: Record<AuditChainLink['role'], string> = { asked: 'blue', config: 'purple', step: 'cyan', call: 'geekblue', made: 'green', edit: 'orange', approval: 'gold' };

const objectOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});
const number = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('vi-VN') : '—');

/** A ledger call's figures: model, provider, prompt version, sizes, latency, cost, outcome. */
function CallDetails({ data }: { data: Record<string, unknown> }) {
  const usage = objectOf(data.usage);
  const template = objectOf(data.template);
  return (
    <Descriptions size="small" column={1} bordered style={{ marginTop: 6 }}>
      <Descriptions.Item label={TEXT.model}>{String(data.model ?? '—')}</Descriptions.Item>
      <Descriptions.Item label={TEXT.provider}>{String(data.provider ?? '—')}</Descriptions.Item>
      <Descriptions.Item label={TEXT.promptVersion}>{template.id ? `${String(template.id)} v${String(template.version)}` : '—'}</Descriptions.Item>
      <Descriptions.Item label={TEXT.sizes}>{`${number(usage.inputChars)} / ${number(usage.outputChars)}`}</Descriptions.Item>
      <Descriptions.Item label={TEXT.latency}>{`${number(data.latencyMs)} ms`}</Descriptions.Item>
      <Descriptions.Item label={TEXT.cost}>{typeof data.estimatedCostUsd === 'number' ? `$${data.estimatedCostUsd.toFixed(4)}` : '—'}</Descriptions.Item>
      <Descriptions.Item label={TEXT.outcome}>{String(data.outcome ?? '—')}</Descriptions.Item>
    </Descriptions>
  );
}

/** The log opened at this event: its stream, newest first from it. */
const eventPath = (link: AuditChainLink) => `${auditWebContext.paths.auditLog}?streamId=${encodeURIComponent(link.streamId)}&before=${link.position + 1}`;

/** /admin/audit/chain?streamId=&position=: every link of the chain behind an AI-made thing (issue 36 §3). */
export function AuditChainPage() {
  useDocumentTitle(TEXT.title);
  const [params] = useSearchParams();
  const streamId = params.get('streamId');
  const position = Number(params.get('position')) || undefined;
  const chain = useAuditChainQuery(streamId ? { streamId, position } : skipToken);
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
        {TEXT.title}
      </Typography.Title>
      <Typography.Paragraph>
        <Link to={auditWebContext.paths.auditLog}>{TEXT.back}</Link>
      </Typography.Paragraph>
      {!streamId ? <Alert type="info" showIcon title={TEXT.missing} /> : null}
      {chain.isLoading ? <Spin /> : null}
      {chain.error ? <LoadFailure error={chain.error} fallback={TEXT.loadFailed} onRetry={chain.refetch} /> : null}
      {chain.data ? (
        <Card size="small" title={`${chain.data.made.label} · ${chain.data.streamId}`}>
          <Timeline
            items={chain.data.links.map((link) => ({
              color: ROLE_COLORS[link.role],
              content: (
                <section aria-label={`${link.roleLabel}: ${link.label}`} data-role={link.role}>
                  <Space wrap size={6}>
                    <Tag color={ROLE_COLORS[link.role]}>{link.roleLabel}</Tag>
                    <Typography.Text strong>{link.label}</Typography.Text>
                    <time dateTime={link.occurredAt}>{formatDateTime(link.occurredAt)}</time>
                    <Typography.Text>{link.actorEmail ?? AUDIT_TEXT.system}</Typography.Text>
                    <Link to={eventPath(link)}>{TEXT.openEvent}</Link>
                  </Space>
                  {link.role === 'call' ? <CallDetails data={link.data} /> : null}
                  {link.role === 'config' ? <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>{`${link.streamId} · ${TEXT.version} ${link.version}`}</Typography.Paragraph> : null}
                  {link.role !== 'call' ? (
                    <details style={{ marginTop: 4 }}>
                      <summary>{AUDIT_TEXT.details}</summary>
                      <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12 }}>{JSON.stringify(link.data, null, 2)}</pre>
                    </details>
                  ) : null}
                </section>
              ),
            }))}
          />
        </Card>
      ) : null}
    </div>
  );
}
