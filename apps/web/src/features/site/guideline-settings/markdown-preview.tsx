import { useMemo } from 'react';
import { renderMarkdown } from '../components/markdown';

/** The markdown as the welcome popup shows it to learners: marked, then DOMPurify. */
export function MarkdownPreview({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div style={{ lineHeight: 1.6, overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: html }} />;
}
