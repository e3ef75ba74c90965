/**
 * Answer html is sanitised with the policy every reader applies (shared/shown-html.ts), on the server before it is
 * stored and in the browser before it is shown. Pure (no imports), so the web can import it too.
 */

/** An address an answer may carry (an image, an audio file): http(s) or the platform's own `/files/...`. */
export const isSafeAnswerUrl = (value: string): boolean => /^(?:https?:\/\/[^\s"'<>]+|\/files\/[\w./-]+)$/i.test(value) && !/[\u0000-\u001f]/.test(value);
