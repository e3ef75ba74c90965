import { sanitizeAnswerHtml } from '../../studio/questions/rules/answer-html.js';

/**
 * A document turned into html on the server (a Word file's preview) as anyone may be shown it: the server's one
 * sanitiser (the allow-list of shared/shown-html.ts over jsdom, as answers get), so no script, style, form or frame; a
 * link to another site says where it goes; an image that is not one of this site's files becomes its description.
 */
export const shownDocumentHtml = (html: string): string => sanitizeAnswerHtml(html);
