import { gzipSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import { isCacheableJson, keptHeaders, notModified, recordBody } from './response-recorder.js';

/** Bodies below this are sent as they are (as the compression middleware does). */
const GZIP_THRESHOLD = 1024;

type Entry = { version: number; headers: Array<[string, string]>; etag: string | null; body: Buffer; gzip: Buffer | null };
type Miss = { url: string; version: number };

const MISS = Symbol('k9.publicCache.miss');
type Marked = Response & { [MISS]?: Miss };

export type PublicCacheOptions = {
  /** URL prefixes of public GET endpoints whose answer is the same for every caller (no session, no user data). */
  prefixes: readonly string[];
  /** Changes whenever any of those answers may change (e.g. a projection's change counter, woken by NOTIFY on every instance). */
  version: () => number;
  maxEntries?: number;
};

const acceptsGzip = (request: Request): boolean => {
  const header = request.headers['accept-encoding'];
  if (!header) return false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (coding.trim().toLowerCase() !== 'gzip' && coding.trim() !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
};


/**
 * Answers of public GET endpoints kept in memory, served before compression, body parsing, the session and Nest:
 * what the app answered once (200, JSON, no cookie set) is repeated, gzipped once, until `version()` changes. A write
 * changes the version on every instance as soon as its NOTIFY arrives, and the writer itself waits for its
 * projections before answering, so the writer never reads its old value.
 *
 * `serve` goes before the compression middleware, `capture` after it (it records the uncompressed body).
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;

  constructor(private readonly options: PublicCacheOptions) {
    this.maxEntries = options.maxEntries ?? 200;
  }

  readonly serve: RequestHandler = (request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !this.options.prefixes.some((prefix) => request.url.startsWith(prefix))) return next();
    const version = this.options.version();
    const entry = this.entries.get(request.url);
    if (entry && entry.version === version) return this.send(entry, request, response);
    if (request.method === 'GET') (response as Marked)[MISS] = { url: request.url, version };
    next();
  };

  readonly capture: RequestHandler = (_request, response, next) => {
    const miss = (response as Marked)[MISS];
    if (miss) this.record(response, miss);
    next();
  };

  private send(entry: Entry, request: Request, response: Response): void {
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    response.setHeader('Vary', 'Accept-Encoding');
    if (notModified(request.headers['if-none-match'], entry.etag)) {
      response.statusCode = 304;
      response.end();
      return;
    }
    const body = entry.gzip && acceptsGzip(request) ? entry.gzip : entry.body;
    if (body === entry.gzip) response.setHeader('Content-Encoding', 'gzip');
    response.setHeader('Content-Length', body.length);
    response.statusCode = 200;
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** Stores what the app answered if it is a cacheable answer and nothing changed while it was made. */
  private record(response: Response, { url, version }: Miss): void {
    recordBody(response, (body) => {
      if (!body || !isCacheableJson(response) || this.options.version() !== version) return;
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      const etag = response.getHeader('etag');
      this.entries.set(url, { version, headers: keptHeaders(response), etag: etag === undefined ? null : String(etag), body, gzip: body.length >= GZIP_THRESHOLD ? gzipSync(body) : null });
    });
  }
}
