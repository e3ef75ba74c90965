import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type pg from 'pg';
import { recordBody } from './response-recorder.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key không hợp lệ: cần 1–200 ký tự chữ, số hoặc dấu, không có khoảng trắng.',
  otherRequest: 'Idempotency-Key này đã được dùng cho một yêu cầu khác.',
  inProgress: 'Yêu cầu này đang được xử lý, vui lòng thử lại sau giây lát.',
} as const;

/** Printable ASCII without spaces (the case builder has taken such keys as its request ids since issue 14). */
const KEY = /^[\x21-\x7E]{1,200}$/;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A first request that has not answered after this long died with its process: a repeat runs it again. */
const ABANDONED_AFTER_S = 60;
/** How often the answers older than a day are deleted (every this many first requests of a process). */
const PRUNE_EVERY = 500;

export type IdempotencyOptions = {
  /** Whose keys these are: the signed-in user, or null for a visitor (keys are then shared by all visitors). */
  ownerOf: (request: Request) => string | null;
  /** How long a repeat waits for the first request to answer before a 409. */
  waitMs: number;
};

/**
 * Writes that are safe to retry (issue 27 §4). A write sent with `Idempotency-Key` is recorded with its answer; a repeat
 * with the same key (same owner) is answered with the first answer — 2xx answers only, 202 "stored, shown soon"
 * included — and writes nothing. A repeat while the first still runs waits for it. The same key on another request is
 * a 422; a refused or failed first request is forgotten, so its repeat runs again. Answers are kept a day.
 */
export function idempotency(pool: pg.Pool, { ownerOf, waitMs }: IdempotencyOptions): RequestHandler {
  let firsts = 0;
  const refuse = (response: Response, status: number, code: string, message: string) => response.status(status).json({ statusCode: status, code, message });

  return async (request: Request, response: Response, next: NextFunction) => {
    const key = request.get(IDEMPOTENCY_HEADER);
    if (key === undefined || !WRITES.has(request.method) || !request.path.startsWith('/api/')) return next();
    if (!KEY.test(key)) return refuse(response, 400, 'IDEMPOTENCY_KEY_INVALID', IDEMPOTENCY_MESSAGES.invalidKey);
    const owner = ownerOf(request) ?? 'visitor';
    const fingerprint = `${request.method} ${request.originalUrl} ${createHash('sha256')
      .update(JSON.stringify(request.body ?? null))
      .digest('base64url')}`;
    try {
      const claimed = await pool.query(
        `INSERT INTO http_idempotency (owner, key, request) VALUES ($1, $2, $3)
         ON CONFLICT (owner, key) DO UPDATE SET request = EXCLUDED.request, created_at = now()
           WHERE http_idempotency.status IS NULL AND http_idempotency.created_at < now() - make_interval(secs => $4)
             AND http_idempotency.request = EXCLUDED.request
         RETURNING 1`,
        [owner, key, fingerprint, ABANDONED_AFTER_S],
      );
      if (claimed.rowCount) {
        if (++firsts % PRUNE_EVERY === 0) void pool.query(`DELETE FROM http_idempotency WHERE created_at < now() - interval '1 day'`).catch(() => undefined);
        recordBody(response, (body) => {
          const kept = response.statusCode >= 200 && response.statusCode < 300 && body !== null;
          const write = kept
            ? pool.query(`UPDATE http_idempotency SET status = $3, content_type = $4, body = $5 WHERE owner = $1 AND key = $2`, [
                owner,
                key,
                response.statusCode,
                String(response.getHeader('content-type') ?? 'application/json'),
                body,
              ])
            : pool.query(`DELETE FROM http_idempotency WHERE owner = $1 AND key = $2`, [owner, key]);
          void write.catch(() => undefined);
        });
        return next();
      }
      const deadline = Date.now() + waitMs;
      for (;;) {
        const { rows } = await pool.query<{ request: string; status: number | null; content_type: string | null; body: Buffer | null }>(
          `SELECT request, status, content_type, body FROM http_idempotency WHERE owner = $1 AND key = $2`,
          [owner, key],
        );
        const first = rows[0];
        // Forgotten meanwhile (the first was refused): this one runs as a first request.
        if (!first) return idempotency(pool, { ownerOf, waitMs })(request, response, next);
        if (first.request !== fingerprint) return refuse(response, 422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.otherRequest);
        if (first.status !== null) {
          response.status(first.status).setHeader(REPLAYED_HEADER, 'true');
          if (first.content_type) response.setHeader('Content-Type', first.content_type);
          return response.end(first.body ?? undefined);
        }
        if (Date.now() > deadline) return refuse(response, 409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } catch (error) {
      return next(error);
    }
  };
}
