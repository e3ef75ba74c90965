import { plainText } from '@k9/domain/library-index/rules/library-passage';
import { useMemo } from 'react';
import { renderMarkdown } from '../site/components/markdown';
import readerStyles from '../learning/areas/shared/areas.module.css';

/**
 * A notebook's text (a saved answer, an AI summary) as markdown through the one allow-list (renderMarkdown: marked,
 * then DOMPurify with the shown-html policy): never the text's own html.
 */
export function ThesisMarkdown({ text, label }: { text: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div aria-label={label} className={readerStyles.markdown} style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A summary on one line of a list: the markdown as the allow-list renders it, read as plain text. */
export const summaryLine = (text: string): string => plainText(renderMarkdown(text));
