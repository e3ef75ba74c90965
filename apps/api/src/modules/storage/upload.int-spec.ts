import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { loggedEvents } from '../../../test/helpers/logged-events.js';
import type { Agent } from '../../../test/helpers/access-matrix.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>fetch("/api/user")</script>');
const KEY_URL = /^\/files\/\d{4}\/(0[1-9]|1[0-2])\/[0-9a-f-]{36}\.[a-z0-9]+$/;
const MB = 1024 * 1024;

type Binary = { status: number; headers: Record<string, string>; body: Buffer };

/** Every file under a directory, relative to it (none when it does not exist). */
const filesUnder = (dir: string): string[] =>
  existsSync(dir) ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name))) : [];

describe('upload (spec 1 §7 Upload, spec 2 §7.9)', () => {
  let t: TestApp;
  let uploadsDir: string;
  let tmpDir: string;

  beforeAll(async () => {
    t = await startTestApp();
    uploadsDir = join(t.config.dataDir, 'uploads');
    tmpDir = join(t.config.dataDir, 'tmp');
  });
  afterAll(() => t.close());

  const uploadEvents = async () => (await loggedEvents(t.app)).filter((e) => e.type === 'FileUploaded');
  const learner = async () => {
    const user = await t.createUser();
    return { user, agent: await t.signIn(user.username, user.password) };
  };
  /** Learners upload images only; every other purpose is an admin's. */
  const admin = async () => {
    const user = await t.createUser({ isAdmin: true });
    return { user, agent: await t.signIn(user.username, user.password) };
  };
  /** A file as `agent` gets it (an upload nothing names yet is its uploader's and the admins' only). */
  const fetchFile = (agent: Agent, url: string, range?: string): Promise<Binary> => {
    const request = agent
      .get(url)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    return (range ? request.set('Range', range) : request) as unknown as Promise<Binary>;
  };
  /** Nothing new kept: no stored file, no FileUploaded, no temporary file left behind. */
  const expectNothingStored = async (before: { files: string[]; events: number }) => {
    expect(filesUnder(uploadsDir)).toEqual(before.files);
    expect(await uploadEvents()).toHaveLength(before.events);
    expect(filesUnder(tmpDir)).toEqual([]);
  };
  const snapshot = async () => ({ files: filesUnder(uploadsDir), events: (await uploadEvents()).length });

  it('refuses a visitor with 401 and stores nothing', async () => {
    const response = await t.http().post('/api/upload-many-file').attach('files', PNG, 'a.png');
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Đăng nhập để tiếp tục truy cập');
    expect(filesUnder(uploadsDir)).toEqual([]);
    expect(await uploadEvents()).toEqual([]);
  });

  it('stores an image under a key of its own, serves the same bytes inline, and records who uploaded it', async () => {
    const { user, agent } = await learner();
    const response = await agent.post('/api/upload-many-file?purpose=image').attach('files', PNG, 'ảnh bìa.png');
    expect(response.status).toBe(201);
    const [file] = response.body.files;
    expect(response.body.files).toHaveLength(1);
    expect(file).toEqual({ fileUrl: file.url, url: expect.stringMatching(KEY_URL), fileName: 'ảnh bìa.png', size: PNG.length, contentType: 'image/png' });
    expect(filesUnder(uploadsDir)).toEqual([file.url.slice('/files/'.length)]);
    expect(filesUnder(tmpDir)).toEqual([]);

    const served = await fetchFile(agent, file.url);
    expect(served.status).toBe(200);
    expect(served.body.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`inline; filename="anh bia.png"; filename*=UTF-8''%E1%BA%A3nh%20b%C3%ACa.png`);
    // Named by nothing yet: private (a record or setting that names it decides from then on, see files-access.int-spec).
    expect(served.headers['cache-control']).toBe('private, no-cache');
    expect((await t.http().get(file.url)).status).toBe(404);
    expect(served.headers['content-security-policy']).toBeUndefined();

    const head = await agent.head(file.url);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
    expect(head.headers['content-type']).toBe('image/png');
    const part = await fetchFile(agent, file.url, 'bytes=0-7');
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PNG.length}`);
    expect(part.body.equals(PNG.subarray(0, 8))).toBe(true);
    expect((await fetchFile(agent, file.url, `bytes=${PNG.length}-`)).status).toBe(416);

    const fileId = file.url.split('/').pop().split('.')[0];
    const audit = await (await t.signInAdmin()).get(`/api/audit/stream/upload-${fileId}`).expect(200);
    expect(audit.body.data).toEqual([
      expect.objectContaining({
        type: 'FileUploaded',
        actorId: user.id,
        data: { key: file.url.slice('/files/'.length), fileName: 'ảnh bìa.png', contentType: 'image/png', size: PNG.length, purpose: 'image', uploadedBy: user.id },
      }),
    ]);
  });

  it('serves PDF inline, and text, HTML and SVG only as sandboxed downloads', async () => {
    const { agent } = await admin();
    const response = await agent
      .post('/api/upload-many-file')
      .attach('files', PDF, 'giáo trình.pdf')
      .attach('files', Buffer.from('Ghi chú bài học\n'), 'ghi-chu.txt')
      .attach('files', HTML, 'trang.html')
      .attach('files', SVG, 'logo.svg')
      .expect(201);
    const [pdf, txt, html, svg] = response.body.files;
    expect(response.body.files.map((f: { contentType: string }) => f.contentType)).toEqual(['application/pdf', 'text/plain', 'text/html', 'image/svg+xml']);

    const servedPdf = await fetchFile(agent, pdf.url);
    expect(servedPdf.headers['content-type']).toBe('application/pdf');
    expect(servedPdf.headers['content-disposition']).toMatch(/^inline; /);
    expect(servedPdf.body.equals(PDF)).toBe(true);

    for (const [file, type] of [
      [txt, 'text/plain; charset=utf-8'],
      [html, 'text/html; charset=utf-8'],
      [svg, 'image/svg+xml'],
    ] as const) {
      const served = await fetchFile(agent, file.url);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toBe(`attachment; filename="${file.fileName}"; filename*=UTF-8''${file.fileName}`);
      expect(served.headers['content-security-policy']).toContain('sandbox');
      expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect((await fetchFile(agent, svg.url)).body.equals(SVG)).toBe(true);
  });

  it('checks the bytes, not the name: purpose=image refuses a text file named .png, and one bad file stores none', async () => {
    const { agent } = await learner();
    const before = await snapshot();
    const response = await agent
      .post('/api/upload-many-file?purpose=image')
      .attach('files', PNG, 'that.png')
      .attach('files', Buffer.from('không phải ảnh'), 'x.png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Chỉ chấp nhận tệp hình ảnh (JPG, PNG, GIF, WEBP, SVG).');
    await expectNothingStored(before);

    const { agent: adminAgent } = await admin();
    const program = await adminAgent.post('/api/upload-many-file').attach('files', Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0]), 'hoc-lieu.pdf');
    expect(program.status).toBe(400);
    expect(program.body.message).toBe('Không chấp nhận tệp chương trình (EXE, script, bộ cài đặt).');
    const video = await adminAgent.post('/api/upload-many-file?purpose=video').attach('files', PDF, 'bai-giang.mp4');
    expect(video.status).toBe(400);
    expect(video.body.message).toBe('Chỉ chấp nhận tệp video (MP4, WEBM).');
    await expectNothingStored(before);
  });

  it('keeps a hostile file name out of the path, and refuses any key that is not of our form', async () => {
    const { agent } = await learner();
    const response = await agent
      .post('/api/upload-many-file?purpose=image')
      .attach('files', PNG, '../../evil.png')
      .attach('files', PNG, '..\\..\\..\\windows\\win.ini.png')
      .expect(201);
    const [evil, windows] = response.body.files;
    expect(evil.fileName).toBe('evil.png');
    expect(windows.fileName).toBe('win.ini.png');
    expect(evil.url).toMatch(KEY_URL);
    expect(windows.url).toMatch(KEY_URL);
    expect(existsSync(join(t.config.dataDir, 'evil.png'))).toBe(false);
    expect(filesUnder(t.config.dataDir).filter((path) => path.includes('evil') || path.includes('win.ini'))).toEqual([]);

    const [year, month, name] = evil.url.split('/').slice(2);
    for (const url of [
      '/files/..%2F..%2Fetc%2Fpasswd',
      '/files/..%2F..%2Fsession-secret',
      `/files/${year}/${month}/..%2F..%2F..%2Fsession-secret`,
      '/files/%2e%2e/%2e%2e/session-secret',
      `/files/${year}/${month}/${name.replace('.png', '.svg')}`,
      `/files/${year}/${month}/${name.toUpperCase()}`,
      `/files/${year}/${month}/00000000-0000-4000-8000-000000000000.png`,
    ]) {
      const refused = await t.http().get(url);
      expect([url, refused.status, refused.body.message]).toEqual([url, 404, 'Không tìm thấy tệp.']);
    }
    // A NUL anywhere in a request is refused by the one guard of every route.
    expect((await t.http().get(`/files/${year}/${month}/${name}%00.png`)).body).toMatchObject({ statusCode: 400, code: 'INVALID_CHARACTERS' });
    expect((await t.http().head(`/files/${year}/${month}/00000000-0000-4000-8000-000000000000.png`)).status).toBe(404);
    expect((await t.http().get('/files/')).status).toBe(404);
  });

  it('refuses a file over the purpose limit with 413 and stores nothing', async () => {
    const { agent } = await learner();
    const before = await snapshot();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * MB + 1 - PNG.length)]);
    const response = await agent.post('/api/upload-many-file?purpose=image').attach('files', PNG, 'nho.png').attach('files', big, 'lon.png');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Tệp quá lớn: tối đa 5 MB.');
    await expectNothingStored(before);

    const exact = await agent.post('/api/upload-many-file?purpose=image').attach('files', big.subarray(0, 5 * MB), 'vua-du.png');
    expect(exact.status).toBe(201);
    expect(exact.body.files[0].size).toBe(5 * MB);
  });

  it('takes at most 10 files, at least one, in the field "files", for a known purpose', async () => {
    const { agent } = await admin();
    const before = await snapshot();
    const eleven = Array.from({ length: 11 }).reduce((request: ReturnType<typeof agent.post>, _, i) => request.attach('files', PNG, `anh-${i}.png`), agent.post('/api/upload-many-file'));
    const tooMany = await eleven;
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Tối đa 10 tệp mỗi lần tải lên.');
    await expectNothingStored(before);

    for (const request of [agent.post('/api/upload-many-file').field('ghi_chu', 'không có tệp'), agent.post('/api/upload-many-file').send({ files: [] })]) {
      const none = await request;
      expect(none.status).toBe(400);
      expect(none.body.message).toBe('Vui lòng chọn ít nhất một tệp.');
    }
    const wrongField = await agent.post('/api/upload-many-file').attach('file', PNG, 'a.png');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Vui lòng gửi tệp trong trường "files".');
    const wrongPurpose = await agent.post('/api/upload-many-file?purpose=exe').attach('files', PNG, 'a.png');
    expect(wrongPurpose.status).toBe(400);
    expect(wrongPurpose.body.message).toBe('Mục đích tải lên không hợp lệ (image, audio, video, document hoặc any).');
    const broken = await agent.post('/api/upload-many-file').set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\n\r\nabc');
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('Dữ liệu tải lên không hợp lệ, vui lòng thử lại.');
    await expectNothingStored(before);

    const ten = Array.from({ length: 10 }).reduce((request: ReturnType<typeof agent.post>, _, i) => request.attach('files', PNG, `anh-${i}.png`), agent.post('/api/upload-many-file'));
    expect((await ten).body.files).toHaveLength(10);
  });

  it('lets a learner upload images only: every other purpose is refused with 403 before anything is read', async () => {
    const { agent } = await learner();
    const before = await snapshot();
    for (const purpose of ['video', 'any', 'audio', 'document', '']) {
      const refused = await agent.post(`/api/upload-many-file?purpose=${purpose}`).attach('files', PDF, 'bai-giang.pdf');
      expect([purpose, refused.status, refused.body.message, refused.body.code]).toEqual([
        purpose,
        403,
        'Tài khoản của bạn chỉ được tải lên hình ảnh.',
        'UPLOAD_PURPOSE_NOT_ALLOWED',
      ]);
    }
    await expectNothingStored(before);
    const { agent: adminAgent } = await admin();
    expect((await adminAgent.post('/api/upload-many-file?purpose=document').attach('files', PDF, 'bai-giang.pdf')).status).toBe(201);
  });
});
