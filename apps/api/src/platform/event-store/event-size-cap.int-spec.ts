import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { HTTP_MESSAGES } from '../http/error-messages.js';
import { EVENT_STORE } from './event-store.token.js';

/**
 * The store's cap is the last line: whatever a form lets through, an event over EVENT_MAX_BYTES is refused with
 * nothing written, and the request gets a Vietnamese 413. Here the cap is set below what the content form allows.
 */
describe('EVENT_MAX_BYTES over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EVENT_MAX_BYTES: '8192', APPEND_MAX_BYTES: '16384' });
  });
  afterAll(() => t.close());

  it('answers an event over the configured cap with 413 in Vietnamese, and stores nothing', async () => {
    const admin = await t.signInAdmin();
    const store = t.app.get<EventStore>(EVENT_STORE);
    const before = await store.committedHead();
    const refused = await admin.post('/api/k9').send({ type: 'news', title: 'Quá lớn cho kho sự kiện', detail: 'x'.repeat(10_000) });
    expect([refused.status, refused.body]).toEqual([413, { statusCode: 413, code: 'EVENT_TOO_LARGE', message: HTTP_MESSAGES.eventTooLarge }]);
    expect(await store.committedHead()).toBe(before);
    expect(HTTP_MESSAGES.eventTooLarge).toBe('Dữ liệu cần lưu quá lớn, vui lòng rút gọn nội dung rồi thử lại.');
    // Under the cap, the same form stores.
    await admin.post('/api/k9').send({ type: 'news', title: 'Vừa đủ', detail: 'x'.repeat(4_000) }).expect(201);
  });
});
