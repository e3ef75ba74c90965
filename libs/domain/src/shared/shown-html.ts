import { shownAddress, type ShownAddress } from './shown-address.js';

/**
 * The one allow-list for markdown and html that anyone is shown (issue 23 item 9): a record's detail, a report's
 * summary, the welcome popup, a studio answer, answer html stored by the server. What an editor, an import or an LLM
 * wrote keeps its text structure and nothing else: no style (an imported `<style>` blanked a learner's page and called
 * an outside address through `url()`), no form, input or button (a same-origin form posted a typed password), no
 * script, frame, svg or math, no class or id (the page's own classes would dress a record as the page's dialogs).
 */
export const SHOWN_HTML_POLICY = {
  ALLOWED_TAGS: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'mark', 'sub', 'sup', 'small',
    'code', 'pre', 'kbd', 'blockquote',
    'a', 'img', 'figure', 'figcaption',
  ],
  // `align` is how marked writes a table column's alignment; `start` an ordered list's first number.
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'colspan', 'rowspan', 'align', 'start'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // http(s), mailto and addresses without a scheme (this site's paths); the hook below decides the rest by the parsed URL.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  RETURN_TRUSTED_TYPE: false as const,
};

/** An image the page loads: this site's uploaded files only (a same-site image is still a request with the cookie). */
const isSiteImage = (address: ShownAddress | null): boolean => address?.kind === 'site' && address.path.startsWith('/files/');

/** The link's text already names where it goes: the host itself, an address on it, or our own `(host)` label. */
const labelShowsHost = (label: string, host: string): boolean => {
  const text = label.trim().toLowerCase();
  if (text.endsWith(`(${host})`)) return true;
  try {
    return new URL(/^[a-z][a-z+.-]*:\/\//.test(text) ? text : `https://${text}`).host === host;
  } catch {
    return false;
  }
};

/** The little of the DOM the hook uses (the domain has no DOM types: it runs over jsdom on the server). */
export type ShownElement = {
  tagName: string;
  textContent: string | null;
  parentNode: { replaceChild(added: unknown, removed: unknown): unknown } | null;
  ownerDocument: { createElement(tag: string): ShownElement; createTextNode(text: string): unknown };
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  appendChild(child: unknown): unknown;
  closest(selectors: string): unknown;
};

/** A link to another site opens in a new tab, leaves that page no handle on ours, and says which host it goes to. */
const openElsewhere = (link: ShownElement, host: string): void => {
  link.setAttribute('target', '_blank');
  link.setAttribute('rel', 'noopener noreferrer');
  if (!labelShowsHost(link.textContent ?? '', host)) link.appendChild(link.ownerDocument.createTextNode(` (${host})`));
};

const showLink = (link: ShownElement, origin: string | null): void => {
  const href = link.getAttribute('href');
  if (href === null) return;
  const address = shownAddress(href, origin);
  if (!address) link.removeAttribute('href');
  else if (address.kind === 'web') openElsewhere(link, address.host);
};

/**
 * An image from anywhere but this site's files is not loaded (it would tell another site who reads what, and when): an
 * image on another web site becomes a link to it (its text inside a link already), anything else its description.
 */
const showImage = (image: ShownElement, origin: string | null): void => {
  const src = (image.getAttribute('src') ?? '').trim();
  const address = src ? shownAddress(src, origin) : null;
  if (isSiteImage(address)) return;
  const alt = (image.getAttribute('alt') ?? '').trim();
  const document = image.ownerDocument;
  let replacement: unknown;
  if (address?.kind === 'web' && !image.closest('a')) {
    const link = document.createElement('a');
    link.setAttribute('href', src);
    link.appendChild(document.createTextNode(alt ? `${alt} (${address.host})` : address.host));
    openElsewhere(link, address.host);
    replacement = link;
  } else {
    replacement = document.createTextNode(address?.kind === 'web' ? `${alt} (${address.host})`.trim() : alt);
  }
  image.parentNode?.replaceChild(replacement, image);
};

/** DOMPurify's `afterSanitizeAttributes` hook of the policy: links and images by where they lead. */
const showAddresses = (node: ShownElement, origin: string | null): void => {
  if (node.tagName === 'A') showLink(node, origin);
  else if (node.tagName === 'IMG') showImage(node, origin);
};

/** How markdown becomes html before the policy (marked's options): GitHub's flavour, a line break only where written. */
export const SHOWN_MARKDOWN = { gfm: true, breaks: false, async: false } as const;

/** What the policy needs of a DOMPurify instance (over the browser's window, or a jsdom one on the server). */
export type Purifier = {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (node: ShownElement) => void): void;
  sanitize(html: string, config: typeof SHOWN_HTML_POLICY): unknown;
};

export type ShownHtml = {
  /** Html as anyone may be shown it. Sanitising twice changes nothing. */
  html: (raw: string) => string;
  /** Markdown (or html inside it) rendered by marked (SHOWN_MARKDOWN), then sanitised as `html`. */
  markdown: (text: string) => string;
};

/**
 * The policy over an instance of DOMPurify of its own (so nothing else that uses DOMPurify, the diagram frame, gets its
 * hook) and marked: the browser's (origin: its own, so absolute addresses of this site count as this site) or jsdom's
 * on the server (origin null: only paths are this site). Pure itself: each side brings its own DOM (the web takes
 * runtime values from pure library files only).
 */
export function shownHtml(purify: Purifier, parse: (markdown: string) => string, origin: string | null): ShownHtml {
  purify.addHook('afterSanitizeAttributes', (node) => showAddresses(node, origin));
  const html = (raw: string): string => (raw ? String(purify.sanitize(raw, SHOWN_HTML_POLICY)) : '');
  return { html, markdown: (text) => (text ? html(parse(text)) : '') };
}
