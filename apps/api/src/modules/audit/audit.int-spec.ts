import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AUDIT_PAGE_MAX } from '@k9/contracts';
import { learnerMarksStreamId, type EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

/** Versions from `from` down to `to`, the order the history lists them in. */
const down = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => from - i);

/** Issue 23 §1: no code path loads a whole stream where it can page; the audit lists one over HTTP. */
describe('GET /api/audit/stream/{streamId}: a stream’s history, a page at a time', () => {
  let t: TestApp;
  let store: EventStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(() => t.close());

  /** A learner's marks stream of `count` bookmarks (one event each), written straight to the store. */
  const marksStream = async (count: number): Promise<string> => {
    const userId = (await t.createUser()).id;
    const metadata = { actorId: userId, actorEmail: 'hoc-vien@k9.test', correlationId: randomUUID(), causationId: randomUUID(), occurredAt: new Date().toISOString() };
    const events = Array.from({ length: count }, (_, i) => ({ id: randomUUID(), type: 'ItemBookmarked', data: { userId, list: 'bookmarks_library', itemId: 1 + i }, metadata }));
    await store.appendToStream(learnerMarksStreamId(userId), events, { expectedVersion: 'no_stream' });
    return learnerMarksStreamId(userId);
  };

  it(`lists the newest ${AUDIT_PAGE_MAX} first, then the older ones page by page through next`, async () => {
    const streamId = await marksStream(230);
    const admin = await t.signInAdmin();
    const page = async (query = '') => (await admin.get(`/api/audit/stream/${streamId}${query}`).expect(200)).body;
    const versions = (body: { data: Array<{ version: number }> }) => body.data.map((entry) => entry.version);

    const newest = await page();
    expect(versions(newest)).toEqual(down(230, 131));
    expect(newest.data[0]).toMatchObject({ type: 'ItemBookmarked', version: 230, actorEmail: 'hoc-vien@k9.test', data: { list: 'bookmarks_library', itemId: 230 } });
    expect(newest.next).toBe(131);
    const older = await page(`?after=${newest.next}`);
    expect([versions(older), older.next]).toEqual([down(130, 31), 31]);
    const oldest = await page(`?after=${older.next}`);
    expect([versions(oldest), oldest.next]).toEqual([down(30, 1), null]);
    expect(await page('?after=1')).toEqual({ streamId, data: [], next: null });
    const small = await page('?after=15&limit=10');
    expect([versions(small), small.next]).toEqual([down(14, 5), 5]);
    // A stream that fits in one page is listed whole, as before.
    const short = await marksStream(3);
    expect((await admin.get(`/api/audit/stream/${short}`).expect(200)).body).toMatchObject({ streamId: short, next: null, data: [{ version: 3 }, { version: 2 }, { version: 1 }] });
    expect((await admin.get(`/api/audit/stream/khong-co-${randomUUID()}`).expect(200)).body.data).toEqual([]);
  });

  it('refuses a page over the maximum, or a position that is not a version, with a Vietnamese 400', async () => {
    const admin = await t.signInAdmin();
    for (const [query, message] of [
      [`limit=${AUDIT_PAGE_MAX + 1}`, `Số mục mỗi trang (limit) phải từ 1 đến ${AUDIT_PAGE_MAX}.`],
      ['limit=0', `Số mục mỗi trang (limit) phải từ 1 đến ${AUDIT_PAGE_MAX}.`],
      ['after=0', 'Vị trí trang (after) phải là số phiên bản, số nguyên từ 1.'],
      ['after=abc', 'Vị trí trang (after) phải là số phiên bản, số nguyên từ 1.'],
    ]) {
      const refused = await admin.get(`/api/audit/stream/identity-user-x?${query}`);
      expect({ query, status: refused.status, message: refused.body.message }).toEqual({ query, status: 400, message });
    }
  });
});
