import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { renderMarkdown } from '../../../site/components/markdown';

/**
 * A record's detail (markdown or HTML an editor, an import or an LLM wrote) as admins and learners read it: marked, then
 * the one allow-list (renderMarkdown). Nothing it holds runs, styles the page, asks for input or loads from elsewhere.
 */
export function SafeMarkdown({ text, label }: { text: string; label?: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  return <div aria-label={label} className="content-detail" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * A diagram's HTML, sanitised, in a frame with every sandbox restriction on (no allow-same-origin: an opaque origin
 * without our cookies or storage; no script, no form, no top navigation). Its styles stay inside the frame, and the
 * page's CSP, which a srcdoc frame inherits, loads no image from another site.
 */
export const sanitizeDiagramHtml = (html: string): string => DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, FORBID_TAGS: ['base', 'meta', 'link'] });

export function SandboxedHtml({ html, title, height = 420 }: { html: string; title: string; height?: number }) {
  const doc = useMemo(() => sanitizeDiagramHtml(html), [html]);
  return <iframe title={title} sandbox="" srcDoc={doc} referrerPolicy="no-referrer" style={{ width: '100%', height, border: '1px solid #f0f0f0', borderRadius: 6, background: '#fff' }} />;
}
