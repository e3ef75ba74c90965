import createDOMPurify from 'dompurify';
import { Marked } from 'marked';
import { SHOWN_MARKDOWN, shownHtml, type Purifier, type ShownHtml } from '../../../shared/shown-html.js';
import { isSafeAnswerUrl } from '../question.html-policy.js';

/**
 * Answer html as it may be stored and shown: the policy every reader applies (shared/shown-html.ts), over a jsdom
 * window (DOMPurify's own advice for a server). Pure: the same text always gives the same html, nothing is read or
 * written.
 *
 * jsdom is loaded on the first call, not when the domain is imported (it takes a quarter of a second to load, and
 * most processes that import the domain never sanitise).
 */
/**
 * Node's require, found at run time: the domain is also bundled for the browser (which never sanitises with jsdom), so
 * it names no Node module where a bundler or the web's type-check would look.
 */
const serverRequire = (): ((id: string) => unknown) => {
  const host = globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } };
  const modules = host.process?.getBuiltinModule?.('node:module') as { createRequire(from: string): (id: string) => unknown } | undefined;
  if (!modules) throw new Error('Answer html is sanitised with jsdom on the server only');
  return modules.createRequire(import.meta.url);
};

/** An empty jsdom window, typed no further than we use it (jsdom's types would bring the DOM's globals into the domain). */
export const jsdomWindow = (html = ''): unknown => {
  const { JSDOM } = serverRequire()('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  return new JSDOM(html).window;
};

let shown: ShownHtml | undefined;
/** The server does not know the address it is reached at: only paths count as this site's. */
const server = (): ShownHtml => {
  if (shown) return shown;
  const purify = createDOMPurify(jsdomWindow() as Parameters<typeof createDOMPurify>[0]) as unknown as Purifier;
  const markdown = new Marked(SHOWN_MARKDOWN);
  return (shown = shownHtml(purify, (text) => markdown.parse(text, { async: false }), null));
};

export const sanitizeAnswerHtml = (html: string): string => server().html(html);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type AnswerImage = { url: string; description: string };

/**
 * The html a published answer is stored with (spec 1 §4 Publish): the generated answer (markdown or plain text) as
 * html, then each image with its description under it; sanitised as a whole. An image whose address is not http(s) or
 * the platform's `/files/...` is left out; one on another site becomes a link to it (the policy loads none).
 */
export const publishedAnswerHtml = (answer: string, images: readonly AnswerImage[] = []): string => {
  const body = answer ? server().markdown(answer) : '';
  const figures = images
    .filter((image) => typeof image?.url === 'string' && isSafeAnswerUrl(image.url.trim()))
    .map(({ url, description }) => {
      const text = escapeHtml(String(description ?? '').trim());
      return `<figure><img src="${escapeHtml(url.trim())}" alt="${text}">${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
    });
  return sanitizeAnswerHtml([body, ...figures].join('\n'));
};
