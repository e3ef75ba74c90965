import type { Request, RequestHandler, Response } from 'express';
import { isCacheableJson, keptHeaders, notModified, recordBody } from './response-recorder.js';

/** Whose request this is: its session (the cache key) and that session's user. */
export type Caller = { session: string; userId: string };

export type PrivateCacheOptions = {
  /** URL prefixes of signed-in GET endpoints whose answer depends only on the caller, the URL, the read models and `validUntil`. */
  prefixes: readonly string[];
  /** The signed-in caller of a request (after the session middleware), or null. */
  callerOf: (request: Request) => Caller | null;
  /** Changes whenever any read model changes on this instance (every projection's change counter, woken by NOTIFY). */
  version: () => number;
  /**
   * After the app answered: until when that answer holds without any read model changing (e.g. until the caller's
   * account starts or expires); null or past: not kept.
   */
  validUntil: (request: Request) => number | null;
  maxEntries?: number;
};

type Entry = { version: number; userId: string; validUntil: number; headers: Array<[string, string]>; etag: string | null; body: Buffer };

/**
 * Signed-in GET answers kept in memory per session, served right after the session middleware (the session is
 * checked on every request, see SessionCoherence) and before Nest: what the app answered once is repeated until any
 * read model changes or the answer's own time limit passes. Keyed by the session, so nobody is ever served another's
 * answer; an ended session never reaches it.
 *
 * Goes after the compression middleware (answers are compressed as usual) and the session middleware.
 */
export class PrivateResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;

  constructor(private readonly options: PrivateCacheOptions) {
    this.maxEntries = options.maxEntries ?? 20_000;
  }

  readonly serve: RequestHandler = (request, response, next) => {
    if (request.method !== 'GET' || !this.options.prefixes.some((prefix) => request.url.startsWith(prefix))) return next();
    const caller = this.options.callerOf(request);
    if (!caller) return next();
    const key = `${caller.session} ${request.url}`;
    const version = this.options.version();
    const entry = this.entries.get(key);
    if (entry && entry.version === version && entry.userId === caller.userId && Date.now() < entry.validUntil) return this.send(entry, request, response);
    this.record(request, response, key, caller.userId, version);
    next();
  };

  private send(entry: Entry, request: Request, response: Response): void {
    for (const [name, value] of entry.headers) response.setHeader(name, value);
    if (notModified(request.headers['if-none-match'], entry.etag)) {
      response.statusCode = 304;
      response.end();
      return;
    }
    response.statusCode = 200;
    response.setHeader('Content-Length', entry.body.length);
    response.end(entry.body);
  }

  private record(request: Request, response: Response, key: string, userId: string, version: number): void {
    recordBody(response, (body) => {
      if (!body || !isCacheableJson(response) || this.options.version() !== version) return;
      const validUntil = this.options.validUntil(request);
      if (validUntil === null || validUntil <= Date.now()) return;
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      const etag = response.getHeader('etag');
      this.entries.set(key, { version, userId, validUntil, headers: keptHeaders(response), etag: etag === undefined ? null : String(etag), body });
    });
  }
}
