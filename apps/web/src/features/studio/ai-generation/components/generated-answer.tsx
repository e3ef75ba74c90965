import { marked } from 'marked';
import { useMemo } from 'react';
import { sanitizeAnswerHtml } from '../../questions/components/safe-answer-html';

/**
 * What an LLM wrote (markdown), shown as it would be published: marked, then DOMPurify with the answer policy the
 * server stores published answers under (no script, no event handler, no javascript: link, no style, svg, form or
 * frame). Nothing in it runs on the admin's page.
 */
export function GeneratedAnswer({ text, label }: { text: string; label?: string }) {
  const html = useMemo(() => (text ? sanitizeAnswerHtml(marked.parse(text, { async: false, gfm: true })) : ''), [text]);
  return <div aria-label={label} className="content-detail" dangerouslySetInnerHTML={{ __html: html }} />;
}
