import { useMemo } from 'react';
import { sanitizeShownHtml } from '../../../site/components/markdown';

/** An answer as learners would read it: nothing in it runs, and it loads no image from another site. */
export function SafeAnswerHtml({ html, label }: { html: string; label?: string }) {
  const clean = useMemo(() => sanitizeShownHtml(html), [html]);
  return <div aria-label={label} className="content-detail answer-preview" dangerouslySetInnerHTML={{ __html: clean }} />;
}
