import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { UPLOAD_PROJECTION } from './projections/storage-upload/storage-upload.projection.js';
import { UnclaimedUploads } from './unclaimed-uploads.js';
import { loggedEvents } from '../../../test/helpers/logged-events.js';

const KB = 1024;
const HOUR = 3_600_000;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A PNG of exactly `bytes` bytes (the sniffer reads the header only). */
const png = (bytes: number) => Buffer.concat([PNG, Buffer.alloc(bytes - PNG.length)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))) : [];

/** Learners may upload 1 MB a day here. */
describe('upload quota and unclaimed files (issue 9 item 12)', () => {
  let t: TestApp;
  let uploadsDir: string;
  beforeAll(async () => {
    t = await startTestApp({ UPLOAD_DAILY_QUOTA_MB: '1' });
    uploadsDir = join(t.config.dataDir, 'uploads');
  });
  afterAll(() => t.close());

  const learner = async () => {
    const user = await t.createUser();
    return { user, agent: await t.signIn(user.username, user.password) };
  };
  const uploadEvents = async () => (await loggedEvents(t.app)).filter((e) => e.type === 'FileUploaded');
  const upload = (agent: Awaited<ReturnType<typeof learner>>['agent'], ...sizes: number[]) =>
    sizes.reduce((request, size, i) => request.attach('files', png(size), `anh-${i}.png`), agent.post('/api/upload-many-file?purpose=image'));

  it('refuses with 429 and a Vietnamese message an upload that does not fit whole in what is left today, and stores none of it', async () => {
    const { agent } = await learner();
    expect((await upload(agent, 600 * KB)).status).toBe(201);
    const before = { files: filesUnder(uploadsDir), events: (await uploadEvents()).length };

    const over = await upload(agent, 100 * KB, 400 * KB);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({
      code: 'UPLOAD_QUOTA_EXCEEDED',
      message: 'Dung lượng tải lên còn lại hôm nay là 0,4 MB (tối đa 1 MB mỗi ngày): các tệp này vượt quá nên không tệp nào được lưu.',
    });
    expect(Number(over.headers['retry-after'])).toBe(over.body.retryAfterSeconds);
    expect(over.body.retryAfterSeconds).toBeGreaterThan(0);
    expect(over.body.retryAfterSeconds).toBeLessThanOrEqual(24 * 3600);
    expect(filesUnder(uploadsDir)).toEqual(before.files);
    expect(await uploadEvents()).toHaveLength(before.events);
    expect(filesUnder(join(t.config.dataDir, 'tmp'))).toEqual([]);

    expect((await upload(agent, 424 * KB)).status).toBe(201);
    const spent = await upload(agent, PNG.length);
    expect(spent.status).toBe(429);
    expect(spent.body.message).toBe('Bạn đã dùng hết dung lượng tải lên hôm nay (tối đa 1 MB mỗi ngày). Vui lòng thử lại vào ngày mai.');

    // Another learner has their own quota; an admin's is larger.
    expect((await upload((await learner()).agent, 900 * KB)).status).toBe(201);
    expect((await (await t.signInAdmin()).post('/api/upload-many-file?purpose=image').attach('files', png(2048 * KB), 'lon.png')).status).toBe(201);
  });

  it('lets two simultaneous uploads of one user spend the quota once', async () => {
    const { agent } = await learner();
    const answers = await Promise.all([upload(agent, 700 * KB), upload(agent, 700 * KB), upload(agent, 700 * KB)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429]);
  });

  it('counts what the user uploaded through any instance (from the read model, not a counter in memory)', async () => {
    const other = await startTestApp({ DATABASE_URL: t.databaseUrl, UPLOAD_DAILY_QUOTA_MB: '1' });
    try {
      const user = await t.createUser();
      const onA = await t.signIn(user.username, user.password);
      const onB = await other.signIn(user.username, user.password);
      expect((await upload(onA, 700 * KB)).status).toBe(201);
      expect((await upload(onB, 700 * KB)).status).toBe(429);
      expect((await upload(onB, 300 * KB)).status).toBe(201);
    } finally {
      await other.close();
    }
  });

  it('removes, a day later, the uploads that no setting names; keeps the ones a setting names, even after it stops', async () => {
    const { user, agent } = await learner();
    const admin = await t.signInAdmin();
    const [kept, dropped] = (await upload(agent, 2 * KB, 3 * KB).expect(201)).body.files.map((f: { url: string }) => f.url);
    const [doc] = (await admin.post('/api/upload-many-file?purpose=document').attach('files', PDF, 'tai-lieu.pdf').expect(201)).body.files.map((f: { url: string }) => f.url);
    const [homepageImage] = (await admin.post('/api/upload-many-file?purpose=image').attach('files', PNG, 'trang-chu.png').expect(201)).body.files.map((f: { url: string }) => f.url);
    const own = await agent.post('/api/setting').send({ type: 'header_background', setting: { imageUrl: kept } }).expect(201);
    await agent.put('/api/setting').send({ id: own.body.id, type: 'header_background', setting: { imageUrl: null } }).expect(200);
    await admin.post('/api/setting').send({ type: 'homepage_images', setting: { problem: { cards: [`https://k9.example.vn${homepageImage}`] } } }).expect(201);

    const cleanup = t.app.get(UnclaimedUploads);
    // Earlier tests' uploads are unclaimed too; within the day nothing is removed.
    expect(await cleanup.remove(Date.now(), null)).toBe(0);
    expect(await cleanup.remove(Date.now() + 25 * HOUR, 'test-run')).toBeGreaterThanOrEqual(2);

    for (const url of [dropped, doc]) {
      expect([url, (await t.http().get(url)).status]).toEqual([url, 404]);
      expect(filesUnder(uploadsDir)).not.toContain(url.slice('/files/'.length));
    }
    // Kept: the site's image for everyone, the learner's own header image for its owner (files-access.int-spec).
    expect([homepageImage, (await t.http().get(homepageImage)).status]).toEqual([homepageImage, 200]);
    expect([kept, (await agent.get(kept)).status]).toEqual([kept, 200]);

    const fileId = dropped.split('/').pop().split('.')[0];
    const history = (await admin.get(`/api/audit/stream/upload-${fileId}`).expect(200)).body.data;
    expect(history.map((e: { type: string }) => e.type)).toEqual(['FileRemoved', 'FileUploaded']);
    expect(history[0]).toMatchObject({ actorId: null, data: { key: dropped.slice('/files/'.length), reason: 'unclaimed' } });
    expect(history[1].actorId).toBe(user.id);

    // A second run finds nothing more, and the read model is what a rebuild makes of the log.
    expect(await cleanup.remove(Date.now() + 25 * HOUR, 'test-run-2')).toBe(0);
    const rows = () => t.app.get(MikroORM).em.fork().getConnection().execute(`SELECT * FROM storage_upload ORDER BY file_id`);
    const live = await rows();
    await t.app.get(ProjectionsService).rebuild(UPLOAD_PROJECTION);
    expect(await rows()).toEqual(live);
  });

  it('runs the clean-up every hour as one BullMQ job scheduler for all instances', async () => {
    const queue = new Queue('storage', { connection: { url: process.env.K9_TEST_REDIS_URL }, prefix: t.config.jobsPrefix });
    try {
      let scheduler = await queue.getJobScheduler('remove-unclaimed-uploads');
      for (let i = 0; !scheduler && i < 50; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        scheduler = await queue.getJobScheduler('remove-unclaimed-uploads');
      }
      expect(scheduler).toMatchObject({ name: 'remove-unclaimed-uploads', every: HOUR });
    } finally {
      await queue.close();
    }
  });
});
