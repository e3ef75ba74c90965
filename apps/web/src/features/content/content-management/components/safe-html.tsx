import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { renderMarkdown } from '../../../site/components/markdown';

/**
 * A record's detail (markdown or HTML an editor or an LLM wrote) as the admin reads it: marked, then DOMPurify. Nothing
 * it holds ever runs: scripts, event handlers and javascript: links are gone before React puts it in the page.
 */
export function SafeMarkdown({ text, label }: { text: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div aria-label={label} className="content-detail" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A diagram's HTML, sanitised, in a frame with every sandbox restriction on: no script, no form, no top navigation. */
export const sanitizeDiagramHtml = (html: string): string => DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, FORBID_TAGS: ['base', 'meta', 'link'] });

export function SandboxedHtml({ html, title, height = 420 }: { html: string; title: string; height?: number }) {
  const doc = useMemo(() => sanitizeDiagramHtml(html), [html]);
  return <iframe title={title} sandbox="" srcDoc={doc} referrerPolicy="no-referrer" style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }} />;
}
