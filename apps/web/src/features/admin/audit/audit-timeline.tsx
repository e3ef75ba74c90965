import type { AuditEntry } from '@k9/contracts';
import { Empty, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../app/datetime';
import { LoadFailure } from '../../../app/load-failure';

type Texts = { loadFailed: string; empty: string; system: string };

type Props<T> = {
  /** The list's accessible name. */
  label?: string;
  labelledBy?: string;
  isLoading: boolean;
  error: unknown;
  /** Reads the stream again after a failure. */
  onRetry: () => unknown;
  items: T[];
  entryOf: (item: T) => AuditEntry;
  texts: Texts;
  /** After the time and the actor on the first line: tags, version, actions. */
  head?: (item: T) => ReactNode;
  /** Below the first line. */
  body?: (item: T) => ReactNode;
};

/** Events of one stream, newest first: when, who, then what each screen says about it. Loading, error and empty states included. */
export function AuditTimeline<T>({ label, labelledBy, isLoading, error, onRetry, items, entryOf, texts, head, body }: Props<T>) {
  if (isLoading) return <Spin />;
  if (error) return <LoadFailure error={error} fallback={texts.loadFailed} onRetry={onRetry} />;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />;
  return (
    <ul aria-label={label} aria-labelledby={labelledBy} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const entry = entryOf(item);
        return (
          <li key={entry.position} style={{ padding: '10px 0', borderBottom: '1px solid #f0f0f0', display: 'grid', gap: 4 }}>
            <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
              <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>
              <Typography.Text strong>{entry.actorEmail ?? texts.system}</Typography.Text>
              {head?.(item)}
            </div>
            {body?.(item)}
          </li>
        );
      })}
    </ul>
  );
}
