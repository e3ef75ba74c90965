import { describe, expect, it } from '@jest/globals';
import type { BaseQueryApi, FetchArgs } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';
import { failureMessage, isStoredPending, refusalMessage } from './errors';

type Answer = { data?: unknown; error?: { status: number | 'FETCH_ERROR'; data?: unknown; error?: string }; meta?: { response?: { status: number } } };

/** Stands in for the network (fetchBaseQuery): records each request, answers the next prepared answer. */
function network(answers: Answer[]) {
  const sent: Array<{ method: string; key: string | null }> = [];
  const fetchQuery = async (args: string | FetchArgs) => {
    const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET');
    const key = typeof args === 'string' ? null : new Headers(args.headers as HeadersInit | undefined).get('Idempotency-Key');
    sent.push({ method, key });
    return answers.shift() ?? { data: null };
  };
  return { sent, fetchQuery: fetchQuery as never };
}

const api = { signal: new AbortController().signal } as BaseQueryApi;

describe('the web calls the API with writes that are safe to retry', () => {
  it('sends one Idempotency-Key per write and the same one again when the answer was lost', async () => {
    const { sent, fetchQuery } = network([{ error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } }, { data: { id: 7 }, meta: { response: { status: 201 } } }]);
    const result = await apiBaseQuery(fetchQuery)({ url: '/api/k9', method: 'POST', body: { title: 'Tin' } }, api, {});
    expect(result.data).toEqual({ id: 7 });
    expect(sent).toHaveLength(2);
    expect(sent[0].key).toMatch(/^w-[0-9a-f]{32}$/);
    expect(sent[1].key).toBe(sent[0].key);
  });

  it('gives each submission its own key, and none to reads', async () => {
    const { sent, fetchQuery } = network([]);
    const query = apiBaseQuery(fetchQuery);
    await query({ url: '/api/k9', method: 'POST', body: {} }, api, {});
    await query({ url: '/api/k9', method: 'POST', body: {} }, api, {});
    await query('/api/k9/type/news', api, {});
    await query({ url: '/api/k9/type/news' }, api, {});
    expect(sent[0].key).not.toBe(sent[1].key);
    expect(sent.slice(2).map((request) => request.key)).toEqual([null, null]);
  });

  it('does not send a refused write again', async () => {
    const { sent, fetchQuery } = network([{ error: { status: 400, data: { message: 'Tiêu đề quá dài' } } }]);
    const result = await apiBaseQuery(fetchQuery)({ url: '/api/k9', method: 'POST', body: {} }, api, {});
    expect(result.error?.status).toBe(400);
    expect(sent).toHaveLength(1);
  });

  it("shows a 202 'stored, shown in a moment' in the server's words, never as a failure", async () => {
    const body = { statusCode: 202, code: 'STORED_PENDING', message: 'Đã lưu, dữ liệu sẽ hiển thị sau giây lát' };
    const { fetchQuery } = network([{ data: body, meta: { response: { status: 202 } } }]);
    const result = await apiBaseQuery(fetchQuery)({ url: '/api/k9', method: 'POST', body: {} }, api, {});
    expect(isStoredPending(result.error)).toBe(true);
    expect(refusalMessage(result.error, 'Không lưu được')).toBe('Đã lưu, dữ liệu sẽ hiển thị sau giây lát');
    expect(failureMessage('Lưu thất bại', result.error)).toBe('Đã lưu, dữ liệu sẽ hiển thị sau giây lát');
  });
});
