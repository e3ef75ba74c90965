import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { contentRows, workbookOf } from '../../../test/helpers/spreadsheets.js';
import { ADMIN, startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { openTestSocket, type TestSocket } from '../../../test/helpers/ws-client.js';
import { CONTENT_CHANGED_WINDOW_MS } from './content-changes.notifier.js';

/** 'content.changed' (issue 11 loose ends): admins' open lists hear of every change, coalesced; learners hear ids only (issue 13 §5). */
describe('content.changed over /ws', () => {
  let t: TestApp;
  let admin: TestSocket;
  let learner: TestSocket;
  let learnerLogin: { username: string; password: string };

  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'false' });
    admin = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    await admin.next('session.ready');
    admin.send('admin.queue.subscribe', {});
    await admin.next('room.joined');
    learnerLogin = await t.createUser();
    learner = await openTestSocket(t.wsUrl, { Cookie: await t.sessionCookie(learnerLogin.username, learnerLogin.password) });
    await learner.next('session.ready');
  });
  afterAll(async () => {
    await admin?.close();
    await learner?.close();
    await t?.close();
  });

  it('tells the admins which types changed after a create, an edit and a delete, and a learner only ids and types', async () => {
    const http = await t.signInAdmin();
    const created = (await http.post('/api/k9').send({ type: 'news', title: 'Tin mới', summary: 'Tóm tắt', status: 'published' }).expect(201)).body;
    expect(await admin.next('content.changed', (m) => m.ids?.includes(created.id) ?? false)).toEqual({ types: ['news'], ids: [created.id] });
    await http.put('/api/k9').send({ id: created.id, title: 'Tin đã sửa' }).expect(200);
    expect(await admin.next('content.changed', (m) => m.ids?.includes(created.id) ?? false)).toEqual({ types: ['news'], ids: [created.id] });
    const story = (await http.post('/api/k9').send({ type: 'story', title: 'Chuyện', summary: 'S', status: 'published' }).expect(201)).body;
    // A draft: admins hear of it, learners never (issue 23 §3.7).
    const draft = (await http.post('/api/k9').send({ type: 'story', title: 'Nháp', summary: 'S' }).expect(201)).body;
    await admin.next('content.changed', (m) => m.ids?.includes(draft.id) ?? false);
    await http.post('/api/k9/delete-batch').send({ ids: [created.id, story.id] }).expect(200);
    const deleted = await admin.next('content.changed', (m) => m.ids?.includes(story.id) === true && m.ids.includes(created.id));
    expect(deleted.types.sort()).toEqual(['news', 'story']);

    // Messages reach a socket in order: the learner's own message after all that shows nothing came before it.
    await (await t.signIn(learnerLogin.username, learnerLogin.password)).post('/api/setting').send({ type: 'header_background', scope: 'personal', setting: { imageUrl: '/files/rieng.png' } }).expect(201);
    await learner.next('setting.saved');
    expect(learner.received.filter((m) => m.event === 'content.changed')).toEqual([]);
    // The learner area's message: ids and types, nothing a record says, of the records the learner may read only.
    // A later change's message comes after (or with) every earlier change's.
    const marker = (await http.post('/api/k9').send({ type: 'home', title: 'Mốc', summary: 'S', status: 'published' }).expect(201)).body;
    await learner.next('learner.content.changed', (m) => m.ids?.includes(marker.id) === true);
    const learnerNews = learner.received.filter((m) => m.event === 'learner.content.changed');
    expect([...new Set(learnerNews.flatMap((m) => (m.event === 'learner.content.changed' ? (m.data.ids ?? []) : [])))].sort()).toEqual([created.id, story.id, marker.id].sort());
    expect(JSON.stringify(learnerNews)).not.toMatch(/Tin|Chuyện|Mốc|Nháp/);
    for (const message of learnerNews) expect(Object.keys(message.data).sort()).toEqual(['ids', 'types']);
  });

  it('coalesces an import of 1,200 rows into a few messages, at most one per window', async () => {
    const http = await t.signInAdmin();
    const preview = (await http.post('/api/k9/import/file?type=library').attach('files', workbookOf(contentRows(1200)), 'thu-vien.xlsx').expect(201)).body;
    const before = admin.received.length;
    const started = Date.now();
    const confirmed = (await http.post(`/api/k9/import/${preview.importId}/confirm`).expect(202)).body;
    await admin.next('job.updated', (job) => job.jobId === confirmed.jobId && job.state === 'completed', 60_000);
    const elapsed = Date.now() - started;
    // The last records' message may follow the job's end by up to one window.
    await admin.next('content.changed', (m) => m.types.includes('library'), CONTENT_CHANGED_WINDOW_MS * 3);
    const messages = admin.received.slice(before).filter((m) => m.event === 'content.changed');
    expect(messages.length).toBeLessThanOrEqual(Math.ceil(elapsed / CONTENT_CHANGED_WINDOW_MS) + 2);
    // However slow the machine: far fewer messages than rows (one per record would be 1,200).
    expect(messages.length).toBeLessThan(1200 / 20);
    expect(messages.every((m) => m.event === 'content.changed' && m.data.types.join() === 'library')).toBe(true);
    expect(((await http.get('/api/k9/type/library?pageSize=100')).body as { total: number }).total).toBe(1200);
  });
});
