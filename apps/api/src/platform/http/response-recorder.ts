import type { Response } from 'express';

/** Bodies above this are not kept. */
export const MAX_RECORDED_BYTES = 256 * 1024;

/**
 * Keeps what the app writes to `response` (installed after the compression middleware, it sees the body before
 * compression), and calls `onEnd` with it (null when it was larger than MAX_RECORDED_BYTES) as the response ends.
 */
export function recordBody(response: Response, onEnd: (body: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function' || size > MAX_RECORDED_BYTES) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    chunks.push(buffer);
    size += buffer.length;
  };
  const write = response.write;
  const end = response.end;
  response.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as Response['write'];
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    onEnd(size > MAX_RECORDED_BYTES ? null : Buffer.concat(chunks, size));
    return (end as (...args: unknown[]) => Response).call(response, chunk, ...rest);
  }) as Response['end'];
}

/** The response headers a cached answer repeats; everything else (security headers, compression) is set anew per request. */
export const KEPT_HEADERS = ['content-type', 'etag', 'cache-control', 'last-modified'];

export const keptHeaders = (response: Response): Array<[string, string]> =>
  KEPT_HEADERS.flatMap((name): Array<[string, string]> => {
    const value = response.getHeader(name);
    return value === undefined ? [] : [[name, String(value)]];
  });

/** If-None-Match against a (weak) ETag, as Express's `fresh` compares them. */
export const notModified = (ifNoneMatch: string | undefined, etag: string | null): boolean => {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
};

/** A 200 JSON answer that sets no cookie: the only kind these caches keep. */
export const isCacheableJson = (response: Response): boolean =>
  response.statusCode === 200 &&
  response.getHeader('set-cookie') === undefined &&
  String(response.getHeader('content-type') ?? '').startsWith('application/json') &&
  !/no-store/i.test(String(response.getHeader('cache-control') ?? ''));
