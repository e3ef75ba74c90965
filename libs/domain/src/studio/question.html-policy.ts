/**
 * How answer html is sanitised, on the server before it is stored and in the browser before it is shown: one
 * DOMPurify configuration for both. Pure (no imports), so the web can import it too.
 *
 * HTML only (no SVG or MathML), no inline styles, no forms, frames or embedded objects, and no data: or blob:
 * addresses (DOMPurify lets data: through on images and media by default).
 */
export const ANSWER_HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'form', 'input', 'button', 'textarea', 'select', 'option', 'base', 'link', 'meta', 'template', 'noscript', 'dialog', 'portal'],
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'background', 'ping', 'poster', 'xlink:href'],
  ALLOW_DATA_ATTR: false,
  ADD_ATTR: ['target'],
};

type AttributeNode = { getAttribute(name: string): string | null; removeAttribute(name: string): void; setAttribute(name: string, value: string): void; tagName: string };

const URL_ATTRIBUTES = ['src', 'href', 'cite', 'longdesc'];
const INLINE_DATA = /^\s*(?:data|blob):/i;

/** DOMPurify's `afterSanitizeAttributes` hook: no inline data, and links that open elsewhere do not get a handle on us. */
export const answerHtmlAfterSanitizeAttributes = (node: AttributeNode): void => {
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute?.(name);
    if (value != null && INLINE_DATA.test(value)) node.removeAttribute(name);
  }
  const target = node.getAttribute('target');
  if (target === null) return;
  // Only a new tab, never another frame or the top window; and the page opened gets no handle on ours.
  if (node.tagName !== 'A' || target !== '_blank') node.removeAttribute('target');
  else node.setAttribute('rel', 'noopener noreferrer');
};

/** An address an answer may carry (an image, an audio file): http(s) or the platform's own `/files/...`. */
export const isSafeAnswerUrl = (value: string): boolean => /^(?:https?:\/\/[^\s"'<>]+|\/files\/[\w./-]+)$/i.test(value) && !/[\u0000-\u001f]/.test(value);
