import type { WebCitation } from '@k9/domain';
import { webCitationHost } from '@k9/domain/assistant/rules/web-citations';
import { Alert, Typography } from 'antd';
import styles from './chat.module.css';

export const WEB_SOURCES_TEXT = {
  title: (count: number) => `Nguồn web (${count})`,
  notALink: 'không phải địa chỉ web, không mở được',
} as const;

/** What of a non-web address is shown (as text): its first 60 characters. */
const SHOWN_CHARS = 60;
const shortened = (uri: string): string => (Array.from(uri).length > SHOWN_CHARS ? `${Array.from(uri).slice(0, SHOWN_CHARS).join('')}…` : uri);

/**
 * One citation of a web search (issue 30 §3): an http(s) address is a link opening in a new tab, with its host shown;
 * anything else (`javascript:`, `data:` ...) is plain text, never a link.
 */
function WebSource({ citation }: { citation: WebCitation }) {
  const host = webCitationHost(citation.uri);
  if (!host) {
    return (
      <li data-role="web-source" data-link="false">
        <Typography.Text>{citation.title || shortened(citation.uri)}</Typography.Text>{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          ({WEB_SOURCES_TEXT.notALink})
        </Typography.Text>{' '}
        <Typography.Text type="secondary" style={{ fontSize: 12, wordBreak: 'break-all' }}>
          {shortened(citation.uri)}
        </Typography.Text>
      </li>
    );
  }
  return (
    <li data-role="web-source" data-link="true">
      <a href={citation.uri} target="_blank" rel="noopener noreferrer">
        {citation.title || host}
      </a>{' '}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {host}
      </Typography.Text>
    </li>
  );
}

/** Under an answer: the web sources it cites, and the note when it fell back from web search to the ordinary chat (spec 2 §8.6). */
export function WebSources({ citations, note }: { citations: readonly WebCitation[] | undefined; note: string | null | undefined }) {
  if (!citations?.length && !note) return null;
  return (
    <div className={styles.sources}>
      {note ? <Alert type="warning" showIcon title={note} data-role="web-search-note" /> : null}
      {citations?.length ? (
        <div className={styles.source} aria-label={WEB_SOURCES_TEXT.title(citations.length)}>
          <Typography.Text strong>{WEB_SOURCES_TEXT.title(citations.length)}</Typography.Text>
          <ol className={styles.webSources}>
            {citations.map((citation, index) => (
              <WebSource key={`${index}:${citation.uri}`} citation={citation} />
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
