import type { ChatSource } from '@k9/domain';
import type { AnswerRetrieval } from '@k9/domain';
import { Alert, Button, Collapse, Tag, Typography } from 'antd';
import { useState } from 'react';
import { CHAT_TEXT as T } from '../assistant.messages';
import styles from './chat.module.css';
import { DocumentDetailModal, type DetailSource } from './document-detail-modal';

/** The element id of a cited chunk under its answer: where the [n] link of the text leads. */
export const chunkElementId = (messageId: string, n: number): string => `nguon-${messageId}-${n}`;

type CardProps = { source: ChatSource; messageId: string; highlighted: number | null; onOpen: (source: DetailSource) => void };

function SourceCard({ source, messageId, highlighted, onOpen }: CardProps) {
  return (
    <div className={styles.source} data-source={`${source.table}:${source.sourceId}`}>
      <div style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
        <Tag>{T.sourceTable(source.table)}</Tag>
        <Typography.Text strong>#{source.sourceId}</Typography.Text>
        <Typography.Text type="secondary">{T.similarity(source.similarityPercent)}</Typography.Text>
        <Button size="small" type="link" aria-label={T.detail.open(`${T.sourceTable(source.table)} #${source.sourceId}`)} onClick={() => onOpen({ table: source.table, sourceId: source.sourceId })}>
          {T.openSource}
        </Button>
      </div>
      {source.chunks.map((chunk) => (
        <div key={chunk.n} id={chunkElementId(messageId, chunk.n)} className={`${styles.chunk} ${highlighted === chunk.n ? styles.chunkHighlighted : ''}`}>
          <Typography.Text strong>[{chunk.n}]</Typography.Text> {chunk.preview}
        </div>
      ))}
    </div>
  );
}

/**
 * The sources under an answer (issue 29 §4, spec 2 §9.6): only those it cites, grouped by table and source id, best
 * similarity first, as a percentage with one decimal, chunk previews of 150 characters (the server keeps them so); what
 * was retrieved but not used folded under one line; the no-relevant-info notice when the search found nothing.
 */
export function AnswerSources({ retrieval, messageId, highlighted }: { retrieval: AnswerRetrieval; messageId: string; highlighted: number | null }) {
  const [open, setOpen] = useState<DetailSource | null>(null);
  if (retrieval.noRelevantInfo && retrieval.sources.length === 0) return <Alert type="info" showIcon title={T.noRelevantInfo} style={{ marginTop: 8 }} />;
  return (
    <div className={styles.sources} aria-label={T.sources(retrieval.sources.length)}>
      {retrieval.sources.length ? <Typography.Text strong>{T.sources(retrieval.sources.length)}</Typography.Text> : null}
      {retrieval.sources.map((source) => (
        <SourceCard key={`${source.table}:${source.sourceId}`} source={source} messageId={messageId} highlighted={highlighted} onOpen={setOpen} />
      ))}
      {retrieval.unused.length ? (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'unused',
              label: T.unusedSources(retrieval.unused.length),
              children: retrieval.unused.map((source) => <SourceCard key={`${source.table}:${source.sourceId}`} source={source} messageId={`${messageId}-unused`} highlighted={null} onOpen={setOpen} />),
            },
          ]}
        />
      ) : null}
      <DocumentDetailModal source={open} onClose={() => setOpen(null)} />
    </div>
  );
}
