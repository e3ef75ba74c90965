import type { Request } from 'express';
import { contentDisposition } from './file-key.js';
import { contentTypeOf, servedInline, type FileExt } from './file-types.js';
import type { ByteRange } from './storage.port.js';

/** One byte range when the client asked for exactly one we can serve; several ranges get the whole file. */
export const byteRange = (request: Request, size: number): ByteRange | 'unsatisfiable' | null => {
  if (size === 0) return null;
  const ranges = request.range(size, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === undefined || ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0];
};

/** Downloads: nothing may load or run. */
const ATTACHMENT_CSP = "default-src 'none'; sandbox";
/**
 * A PDF shown in the browser: sandboxed without `allow-same-origin`, so whatever script a PDF carries runs (if the
 * viewer runs it at all) in an opaque origin, never with this site's cookies or storage; the viewer's own inline
 * styles and images may load, and only this site may frame it.
 */
export const PDF_CSP = "sandbox allow-scripts allow-popups allow-downloads; default-src 'none'; style-src 'unsafe-inline'; img-src data: blob:; frame-ancestors 'self'";

/**
 * A file anyone may read never changes under its key: a year, shared caches included. Any other file is kept by the
 * reader's browser only, and asked for again each time (a 304 while they may still read it): once their access is
 * withdrawn, they get the 404.
 */
export const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';
export const PRIVATE_FILE_CACHE = 'private, no-cache';

/** Our headers for a stored file: its sniffed type, nosniff, its caching, and a sandbox for anything a browser could run. */
export const fileHeaders = (ext: FileExt, fileName: string, cache: string): Record<string, string> => {
  const inline = servedInline(ext);
  const type = contentTypeOf(ext);
  const csp = !inline ? ATTACHMENT_CSP : ext === 'pdf' ? PDF_CSP : null;
  return {
    'Content-Type': type.startsWith('text/') ? `${type}; charset=utf-8` : type,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cache,
    'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', fileName),
    ...(csp ? { 'Content-Security-Policy': csp } : {}),
    'Accept-Ranges': 'bytes',
  };
};
