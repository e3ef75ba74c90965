import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { accessMatrix, signInAs, signInCallers, type AccessRow, type Agent, type Caller } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { PRIVATE_FILE_CACHE, PUBLIC_FILE_CACHE } from './file-headers.js';
import { UPLOAD_PROJECTION } from './projections/storage-upload/storage-upload.projection.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A learner of class A (`learner`, and `expired` whose period has ended), one of class B, one who uploaded a file nothing names. */
type Who = Caller | 'otherClass' | 'uploader';
type FileKind = 'public' | 'classA' | 'draft' | 'adminOnly' | 'summaryDraft' | 'summaryPublished' | 'deleted' | 'unclaimed' | 'personal' | 'shared';

const today = () => new Date().toISOString().slice(0, 10);

/** /files are served only to whom may read what names them (issue 23 §3.8); anyone else gets the 404 of a missing file. */
describe('files access', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  let admin: Agent;
  let classA: number;
  let classB: number;
  let restrictedRecord: number;
  const urls = {} as Record<FileKind, string>;

  const upload = async (agent: Agent, purpose = 'image', bytes = PNG, name = 'anh.png'): Promise<string> =>
    (await agent.post(`/api/upload-many-file?purpose=${purpose}`).attach('files', bytes, name).expect(201)).body.files[0].url;
  /** Claims are the uploads' read model's: it follows the log on its own (the record's answer waits for the content's). */
  const claimsApplied = async () => t.app.get(ProjectionsService).waitFor(await t.app.get<EventStore>(EVENT_STORE).committedHead(), [UPLOAD_PROJECTION]);
  const record = async (body: object): Promise<number> =>
    (await admin.post('/api/k9').send({ type: 'library', title: 'Tài liệu', summary: 'S', status: 'published', ...body }).expect(201)).body.id;
  const assign = async (id: string, classIds: number[], info: object = { startDate: today(), durationDays: 30 }) => {
    const user = (await admin.get('/api/user')).body.result.find((row: { id: string }) => row.id === id);
    await admin.put(`/api/user/${id}`).send({ name: user.name, username: user.username, info, id_user_class: classIds }).expect(200);
  };

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id;
    classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id;
    const [learner, expired, other, uploader] = [await t.createUser(), await t.createUser(), await t.createUser(), await t.createUser()];
    await assign(learner.id, [classA]);
    await assign(other.id, [classB]);
    agents = {
      ...(await signInCallers(t, { learner, expired })),
      otherClass: await signInAs(t, other),
      uploader: await signInAs(t, uploader),
      admin,
    };
    // The expired learner is in class A too: its period, not its class, keeps it out.
    await assign(expired.id, [classA], { startDate: '2020-01-01', durationDays: 5 });

    for (const kind of ['public', 'classA', 'draft', 'adminOnly', 'deleted', 'shared'] as const) urls[kind] = await upload(admin);
    urls.summaryDraft = await upload(admin, 'document', PDF, 'bao-cao.pdf');
    urls.summaryPublished = await upload(admin, 'document', PDF, 'bao-cao.pdf');
    urls.unclaimed = await upload(agents.uploader);
    urls.personal = await upload(agents.learner);

    await record({ isPublic: true, avatarUrl: urls.public });
    restrictedRecord = await record({ isPublic: false, allowed_user_class: [classA], fileUrls: [urls.classA] });
    await record({ isPublic: true, status: 'draft', imgUrls: [urls.draft] });
    await record({ isPublic: false, detail: `Ảnh: ![sơ đồ](${urls.adminOnly})` });
    const summary = { info: { title: 'Báo cáo quý', URLReport: 'https://bao-cao.example/q.pdf', sheetName: 'industry_report' }, summary1: 'Tóm tắt', summary2: 'Chi tiết', category: 'Ngành', tables: [] };
    await admin.post('/api/ai-summary').send({ ...summary, status: 'draft', fileUrls: [urls.summaryDraft] }).expect(201);
    await admin.post('/api/ai-summary').send({ ...summary, status: 'published', fileUrls: [urls.summaryPublished] }).expect(201);
    await agents.learner.post('/api/setting').send({ type: 'header_background', setting: { imageUrl: urls.personal } }).expect(201);
    await admin.post('/api/setting').send({ type: 'homepage_images', setting: { problem: { cards: [urls.shared] } } }).expect(201);
    // A record that named a file and was deleted: no learner reads it any more (nor any record they cannot read).
    await admin.delete(`/api/k9/${await record({ isPublic: true, audioUrl: urls.deleted })}`).expect(200);
    await claimsApplied();
  });
  afterAll(() => t.close());

  const get = (kind: FileKind) => (agent: Agent) => agent.get(urls[kind]);
  const everyone = { visitor: 200, learner: 200, expired: 200, otherClass: 200, uploader: 200, admin: 200 };
  const adminsOnly = { visitor: 404, learner: 404, expired: 404, otherClass: 404, uploader: 404, admin: 200 };
  const rows: AccessRow<Who>[] = [
    { name: 'GET /files/{public record}', call: get('public'), expect: everyone },
    { name: 'GET /files/{class A record}', call: get('classA'), expect: { ...adminsOnly, learner: 200 } },
    { name: 'GET /files/{draft record}', call: get('draft'), expect: adminsOnly },
    { name: 'GET /files/{record of no class, named in its text}', call: get('adminOnly'), expect: adminsOnly },
    { name: 'GET /files/{deleted record}', call: get('deleted'), expect: adminsOnly },
    { name: 'GET /files/{AI summary not published}', call: get('summaryDraft'), expect: adminsOnly },
    { name: 'GET /files/{AI summary published}', call: get('summaryPublished'), expect: everyone },
    { name: 'GET /files/{shared setting}', call: get('shared'), expect: everyone },
    { name: "GET /files/{a learner's own setting}", call: get('personal'), expect: { ...adminsOnly, learner: 200 } },
    { name: 'GET /files/{named by nothing}', call: get('unclaimed'), expect: { ...adminsOnly, uploader: 200 } },
  ];

  accessMatrix({
    callers: () => agents,
    order: ['visitor', 'learner', 'expired', 'otherClass', 'uploader', 'admin'],
    rows,
    title: (who) => `serves the ${who} only the files they may read, and a 404 for the others`,
  });

  it('answers a refused reader exactly as a missing file: 404 in Vietnamese, nothing else', async () => {
    for (const agent of [agents.visitor, agents.otherClass, agents.expired]) {
      const refused = await agent.get(urls.classA);
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ statusCode: 404, message: 'Không tìm thấy tệp.', code: 'FILE_NOT_FOUND' });
    }
    const missing = await agents.visitor.get(urls.classA.replace(/[0-9a-f]{8}-/, '00000000-'));
    expect(missing.body).toEqual({ statusCode: 404, message: 'Không tìm thấy tệp.', code: 'FILE_NOT_FOUND' });
  });

  it('keeps the long public caching for public files and serves the others private, asked for again each time', async () => {
    for (const kind of ['public', 'summaryPublished', 'shared'] as const) {
      const served = await agents.visitor.get(urls[kind]).expect(200);
      expect({ kind, cache: served.headers['cache-control'] }).toEqual({ kind, cache: PUBLIC_FILE_CACHE });
    }
    for (const [kind, agent] of [
      ['classA', agents.learner],
      ['draft', agents.admin],
      ['unclaimed', agents.uploader],
      ['personal', agents.learner],
    ] as const) {
      const served = await agent.get(urls[kind]).expect(200);
      expect({ kind, cache: served.headers['cache-control'] }).toEqual({ kind, cache: PRIVATE_FILE_CACHE });
      expect(served.headers['cache-control']).not.toMatch(/public|immutable|max-age=[1-9]/);
    }
  });

  it('stops serving a restricted attachment, even a copy the browser revalidates, once access is withdrawn', async () => {
    const first = await agents.learner.get(urls.classA).expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect((await agents.learner.get(urls.classA).set('If-None-Match', etag)).status).toBe(304);
    expect((await agents.otherClass.get(urls.classA).set('If-None-Match', etag)).status).toBe(404);

    await admin.put('/api/k9').send({ id: restrictedRecord, allowed_user_class: [classB] }).expect(200);
    expect((await agents.learner.get(urls.classA)).status).toBe(404);
    expect((await agents.learner.get(urls.classA).set('If-None-Match', etag)).status).toBe(404);
    expect((await agents.otherClass.get(urls.classA)).status).toBe(200);
    // Published for everyone: from then on it is a public file.
    await admin.put('/api/k9').send({ id: restrictedRecord, isPublic: true }).expect(200);
    const open = await agents.visitor.get(urls.classA).expect(200);
    expect(open.headers['cache-control']).toBe(PUBLIC_FILE_CACHE);
  });

  it("grants nothing by naming someone else's file in one's own setting", async () => {
    // The class A learner names the admin-only file in their own header image: it stays admins' only.
    await agents.learner.put('/api/setting').send({ id: (await agents.learner.get('/api/setting/header_background')).body.id, type: 'header_background', setting: { imageUrl: urls.adminOnly } }).expect(200);
    await claimsApplied();
    expect((await agents.learner.get(urls.adminOnly)).status).toBe(404);
    expect((await agents.visitor.get(urls.adminOnly)).status).toBe(404);
  });
});
