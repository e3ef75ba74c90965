import createDOMPurify, { type DOMPurify } from 'dompurify';
import { Marked } from 'marked';
import { ANSWER_HTML_POLICY, answerHtmlAfterSanitizeAttributes, isSafeAnswerUrl } from '../question.html-policy.js';

/**
 * Answer html as it may be stored and shown: DOMPurify over a jsdom window (DOMPurify's own advice for a server), with
 * the policy the web applies too. Pure: the same text always gives the same html, nothing is read or written.
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

let purifier: DOMPurify | undefined;

/** An empty jsdom window, typed no further than we use it (jsdom's types would bring the DOM's globals into the domain). */
export const jsdomWindow = (html = ''): unknown => {
  const { JSDOM } = serverRequire()('jsdom') as { JSDOM: new (html: string) => { window: unknown } };
  return new JSDOM(html).window;
};
const purify = (): DOMPurify => {
  if (purifier) return purifier;
  const instance = createDOMPurify(jsdomWindow() as Parameters<typeof createDOMPurify>[0]);
  instance.addHook('afterSanitizeAttributes', (node) => answerHtmlAfterSanitizeAttributes(node as unknown as Parameters<typeof answerHtmlAfterSanitizeAttributes>[0]));
  return (purifier = instance);
};

export const sanitizeAnswerHtml = (html: string): string => purify().sanitize(html, { ...ANSWER_HTML_POLICY, RETURN_TRUSTED_TYPE: false }) as string;

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export type AnswerImage = { url: string; description: string };

/**
 * The html a published answer is stored with (spec 1 §4 Publish): the generated answer (markdown or plain text) as
 * html, then each image with its description under it; sanitised as a whole. An image whose address is not http(s) or
 * the platform's `/files/...` is left out.
 */
export const publishedAnswerHtml = (answer: string, images: readonly AnswerImage[] = []): string => {
  const body = markdown.parse(answer ?? '', { async: false });
  const figures = images
    .filter((image) => typeof image?.url === 'string' && isSafeAnswerUrl(image.url.trim()))
    .map(({ url, description }) => {
      const text = escapeHtml(String(description ?? '').trim());
      return `<figure><img src="${escapeHtml(url.trim())}" alt="${text}">${text ? `<figcaption>${text}</figcaption>` : ''}</figure>`;
    });
  return sanitizeAnswerHtml([body, ...figures].join('\n'));
};
