import { useMemo } from 'react';
import { renderMarkdown } from '../../../site/components/markdown';

/**
 * What an LLM wrote (markdown), shown as it would be published: marked, then the allow-list the server stores
 * published answers under (no script, event handler, style, svg, form or frame; no image from another site). Nothing in
 * it runs on the admin's page.
 */
export function GeneratedAnswer({ text, label }: { text: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div aria-label={label} className="content-detail" dangerouslySetInnerHTML={{ __html: html }} />;
}
