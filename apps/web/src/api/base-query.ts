import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Waits before each retry of a write the server may not have received (a dropped connection, a 502/503/504). */
const RETRY_DELAYS_MS = [700, 2000];

/** A fresh key per write; crypto.randomUUID exists only on https and localhost, so the random bytes are used directly. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `w-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const retriable = (error: FetchBaseQueryError | undefined): boolean =>
  !!error && (error.status === 'FETCH_ERROR' || error.status === 502 || error.status === 503 || error.status === 504);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The web's one way to call the API (same origin: the session cookie goes along). Every write carries an
 * `Idempotency-Key`, one per submission, kept across the retries of that submission: a write whose answer was lost is
 * sent again safely, and the server answers the first answer without writing twice. A 202 'stored, shown in a
 * moment' has no record to hand over, so it is handed over as an error that screens show in the server's words
 * (errors.ts, isStoredPending).
 */
export function apiBaseQuery(fetchQuery = fetchBaseQuery({ baseUrl: '', credentials: 'include' })): BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> {
  return async (args, api, extraOptions) => {
    const method = (typeof args === 'string' ? 'GET' : (args.method ?? 'GET')).toUpperCase();
    if (typeof args === 'string' || !WRITES.has(method)) return fetchQuery(args, api, extraOptions);
    const headers = new Headers(args.headers as HeadersInit | undefined);
    if (!headers.has('Idempotency-Key')) headers.set('Idempotency-Key', newIdempotencyKey());
    const write: FetchArgs = { ...args, headers };
    let result = await fetchQuery(write, api, extraOptions);
    for (const delay of RETRY_DELAYS_MS) {
      if (!retriable(result.error) || api.signal.aborted) break;
      await sleep(delay);
      result = await fetchQuery(write, api, extraOptions);
    }
    const data = result.data as { code?: unknown } | undefined;
    if (!result.error && result.meta?.response?.status === 202 && data?.code === 'STORED_PENDING') {
      return { error: { status: 202, data: result.data } as FetchBaseQueryError, meta: result.meta };
    }
    return result;
  };
}
