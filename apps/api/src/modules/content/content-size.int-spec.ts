import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CONTENT_LIMITS as L, CONTENT_MESSAGES as M, DEFAULT_EVENT_SIZE_LIMITS, eventBytes, type EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/** UTF-8 writes it in 3 bytes: the heaviest a character of a form's text can be. */
const WIDE = 'ệ';

/**
 * The record form's own limits fit the event store's cap (EVENT_MAX_BYTES 256 kB): the longest detail, audio text and
 * diagram code the form takes are stored, in an event under the cap; one character more is refused with the field's
 * own Vietnamese message, before the store would refuse the event.
 */
describe('content record sizes against the event store cap', () => {
  let t: TestApp;
  let admin: Agent;
  const store = () => t.app.get<EventStore>(EVENT_STORE);

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  it.each([
    ['detail', (n: number) => ({ detail: WIDE.repeat(n) }), L.detail, 'DETAIL_TOO_LONG', M.detailTooLong],
    ['audio text', (n: number) => ({ audioText: WIDE.repeat(n) }), L.audioText, 'AUDIO_TEXT_TOO_LONG', M.audioTextTooLong],
    ['diagram code', (n: number) => ({ diagramMode: 'html', diagramHtmlCode: [WIDE.repeat(n)] }), L.diagramHtml, 'DIAGRAM_CODE_TOO_LONG', M.diagramCodeTooLong],
  ] as const)('stores the longest %s the form allows, and refuses one character more with its message', async (_, fields, limit, code, message) => {
    const created = await admin.post('/api/k9').send({ type: 'news', title: 'Bài dài nhất', ...fields(limit) }).expect(201);
    const [event] = await store().readStream(`content-${created.body.id}`);
    expect(eventBytes(event)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
    expect(eventBytes(event)).toBeGreaterThan(limit * 3);

    const before = await store().committedHead();
    const refused = await admin.post('/api/k9').send({ type: 'news', title: 'Dài hơn một ký tự', ...fields(limit + 1) });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([422, code, message]);
    // Editing a stored record up to one character more is refused the same way.
    const edited = await admin.put('/api/k9').send({ id: created.body.id, ...fields(limit + 1) });
    expect([edited.status, edited.body.code, edited.body.message]).toEqual([422, code, message]);
    expect(await store().committedHead()).toBe(before);
  });

  it('refuses a record whose fields fit their own limits but not together, with the record message', async () => {
    const refused = await admin.post('/api/k9').send({ type: 'news', title: 'Quá lớn', detail: WIDE.repeat(L.detail), audioText: WIDE.repeat(L.audioText) });
    expect([refused.status, refused.body.code, refused.body.message]).toEqual([422, 'RECORD_TOO_LARGE', M.recordTooLarge]);
  });

  it('imports rows at the largest size one event each, whose sum passes the append cap, and flags a row too large for one event', async () => {
    const rows = Array.from({ length: 10 }, (_, index) => ({ title: `Dòng lớn ${index + 1}`, summary: 'Tóm tắt', detail: WIDE.repeat(L.detail) }));
    const tooLarge = { title: 'Dòng quá lớn', summary: 'Tóm tắt', detail: WIDE.repeat(L.detail), audioText: WIDE.repeat(L.audioText) };
    const file = Buffer.from(JSON.stringify([...rows, tooLarge]));
    // Together the rows pass APPEND_MAX_BYTES: an import that wrote them in one append would be refused.
    expect(file.length).toBeGreaterThan(DEFAULT_EVENT_SIZE_LIMITS.appendMaxBytes);
    const preview = (await admin.post('/api/k9/import/file?type=news').attach('files', file, 'lon.json').expect(201)).body;
    expect(preview).toMatchObject({ validRows: 10, invalidRows: 1, invalid: [{ row: 11, title: 'Dòng quá lớn', reason: M.recordTooLarge }] });
    await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202);
    const deadline = Date.now() + 60_000;
    let state = (await admin.get(`/api/k9/import/${preview.importId}`).expect(200)).body;
    while (state.status !== 'completed' && state.status !== 'failed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = (await admin.get(`/api/k9/import/${preview.importId}`).expect(200)).body;
    }
    expect(state).toMatchObject({ status: 'completed', created: 10, failed: 0 });
    const listed = (await admin.get('/api/k9/type/news?pageSize=100&search=D%C3%B2ng%20l%E1%BB%9Bn').expect(200)).body.data as Array<{ id: number }>;
    expect(listed).toHaveLength(10);
    for (const { id } of listed) {
      const events = await store().readStream(`content-${id}`);
      expect(events.map((event) => event.type)).toEqual(['ContentImported']);
      expect(eventBytes(events[0])).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
    }
  });
});
