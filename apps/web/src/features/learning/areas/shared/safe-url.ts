/**
 * An address an editor or an import wrote, as the learner's page may use it in src or href: a web address (http,
 * https) or a path on this site (/files/...). Anything else (javascript:, data:, protocol-relative //host) is dropped.
 */
export function safeUrl(raw: string | null | undefined): string | null {
  const url = raw?.trim();
  if (!url || /\s/.test(url)) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  return /^https?:\/\/[^/\\]/i.test(url) ? url : null;
}

const VIDEO_FILE = /\.(mp4|webm|ogg|ogv|mov|m4v)$/i;

/** A video the page can play itself (an uploaded file or a direct video file); other addresses open in a new tab. */
export const isPlayableVideo = (url: string): boolean => url.startsWith('/files/') || VIDEO_FILE.test(url.split(/[?#]/)[0]);
