import createDOMPurify from 'dompurify';
import { ANSWER_HTML_POLICY, answerHtmlAfterSanitizeAttributes } from '@k9/domain/studio/question.html-policy';
import { useMemo } from 'react';

// An instance of its own: the answer policy's hook does not touch the markdown renderer's DOMPurify.
const purify = createDOMPurify(window);
purify.addHook('afterSanitizeAttributes', (node) => answerHtmlAfterSanitizeAttributes(node as Element));

/** Answer html sanitised again in the browser, with the policy the server stored it under. */
export const sanitizeAnswerHtml = (html: string): string => purify.sanitize(html, { ...ANSWER_HTML_POLICY, RETURN_TRUSTED_TYPE: false }) as string;

/** An answer as learners would read it: nothing in it runs. */
export function SafeAnswerHtml({ html, label }: { html: string; label?: string }) {
  const clean = useMemo(() => sanitizeAnswerHtml(html), [html]);
  return <div aria-label={label} className="content-detail answer-preview" dangerouslySetInnerHTML={{ __html: clean }} />;
}
