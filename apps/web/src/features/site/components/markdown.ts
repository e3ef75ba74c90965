import createDOMPurify from 'dompurify';
import { Marked } from 'marked';
import { SHOWN_MARKDOWN, shownHtml, type Purifier, type ShownHtml } from '@k9/domain/shared/shown-html';

// Made on first use: the page's window and origin (an absolute address of this site counts as this site's).
let shown: ShownHtml | undefined;
const browser = (): ShownHtml => {
  if (shown) return shown;
  const markdown = new Marked(SHOWN_MARKDOWN);
  return (shown = shownHtml(createDOMPurify(window) as unknown as Purifier, (text) => markdown.parse(text, { async: false }), window.location.origin));
};

/**
 * Markdown (or html in it) an admin, an import or an LLM wrote, as anyone reads it: marked, then the one allow-list
 * every reader applies (libs/domain/src/shared/shown-html.ts). Links to other sites open in a new tab and name their
 * host; images from other sites are links, never loaded.
 */
export const renderMarkdown = (text: string): string => (text ? browser().markdown(text) : '');

/** Html (a stored answer) sanitised again in the browser, with the policy the server stored it under. */
export const sanitizeShownHtml = (html: string): string => browser().html(html);
