import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { S3Storage } from './s3.storage.js';

const BUCKET = 'k9-tep';
const CREDENTIALS = { accessKeyId: 'AKIAFAKEFAKE', secretAccessKey: 'fake-secret-fake-secret' };
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

type StoredObject = { body: Buffer; contentType: string };

/** Just enough of S3's path-style REST API (PutObject, GetObject with Range, HeadObject, DeleteObject) on loopback. */
async function startFakeS3() {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = new URL(request.url ?? '/', 'http://s3').pathname;
    requests.push(`${request.method} ${path}`);
    if (!String(request.headers.authorization).startsWith(`AWS4-HMAC-SHA256 Credential=${CREDENTIALS.accessKeyId}/`)) {
      response.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const key = path.startsWith(`/${BUCKET}/`) ? decodeURIComponent(path.slice(BUCKET.length + 2)) : null;
    const object = key === null ? undefined : objects.get(key);
    if (key === null || (request.method !== 'PUT' && !object)) {
      response.writeHead(404, { 'Content-Type': 'application/xml' }).end(request.method === 'HEAD' ? undefined : '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>');
      return;
    }
    switch (request.method) {
      case 'PUT':
        objects.set(key, { body: Buffer.concat(chunks), contentType: String(request.headers['content-type']) });
        response.writeHead(200, { ETag: '"1"' }).end();
        return;
      case 'HEAD':
        response.writeHead(200, { 'Content-Length': object!.body.length, 'Content-Type': object!.contentType }).end();
        return;
      case 'GET': {
        const range = /^bytes=(\d+)-(\d+)$/.exec(String(request.headers.range ?? ''));
        const body = range ? object!.body.subarray(Number(range[1]), Number(range[2]) + 1) : object!.body;
        const partial = range ? { 'Content-Range': `bytes ${range[1]}-${range[2]}/${object!.body.length}` } : {};
        response.writeHead(range ? 206 : 200, { 'Content-Length': body.length, 'Content-Type': object!.contentType, ...partial }).end(body);
        return;
      }
      case 'DELETE':
        objects.delete(key);
        response.writeHead(204).end();
        return;
      default:
        response.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { endpoint: `http://127.0.0.1:${port}`, objects, requests, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('S3 storage against an S3-compatible server', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let storage: S3Storage;
  const key = '2025/06/0b6f1c9e-2d4a-4c7b-9a51-3f2e8d7c6b5a.png';

  beforeAll(async () => {
    s3 = await startFakeS3();
    storage = new S3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: BUCKET, forcePathStyle: true, ...CREDENTIALS });
  });
  afterAll(async () => {
    await storage.close();
    await s3.close();
  });

  it('puts a file by path, reads it whole or by range, tells its size, and deletes it', async () => {
    const source = join(mkdtempSync(join(tmpdir(), 'k9-s3-')), 'upload');
    writeFileSync(source, PNG);
    await storage.put(key, source, { contentType: 'image/png', size: PNG.length });
    expect(s3.objects.get(key)).toEqual({ body: PNG, contentType: 'image/png' });
    expect(s3.requests).toEqual([`PUT /${BUCKET}/${key}`]);

    expect(await storage.size(key)).toBe(PNG.length);
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(key)) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(PNG)).toBe(true);
    const part: Buffer[] = [];
    for await (const chunk of await storage.read(key, { start: 1, end: 3 })) part.push(chunk as Buffer);
    expect(Buffer.concat(part).toString('latin1')).toBe('PNG');

    await storage.delete(key);
    expect(s3.objects.has(key)).toBe(false);
    expect(await storage.size(key)).toBeNull();
    await expect(storage.read(key)).rejects.toMatchObject({ name: 'NoSuchKey' });
  });

  it('reports a refused signature as an error, not as a missing file', async () => {
    const stranger = new S3Storage({ endpoint: s3.endpoint, region: 'us-east-1', bucket: BUCKET, forcePathStyle: true, accessKeyId: 'OTHER', secretAccessKey: 'x'.repeat(20) });
    await expect(stranger.size(key)).rejects.toBeDefined();
    await stranger.close();
  });
});

describe('upload with STORAGE_DRIVER=s3', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  let t: TestApp;

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await startTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      UPLOAD_MAX_FILE_MB: '1',
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('keeps the bytes in the bucket and still serves them through /files with our headers', async () => {
    const user = await t.createUser();
    const agent = await t.signIn(user.username, user.password);
    const response = await agent.post('/api/upload-many-file?purpose=image').attach('files', PNG, 'logo.png').expect(201);
    const [file] = response.body.files;
    const key = file.url.slice('/files/'.length);
    expect(s3.objects.get(key)).toEqual({ body: PNG, contentType: 'image/png' });

    // A file nothing claims yet is served to its uploader (and admins) only.
    expect((await t.http().get(file.url)).status).toBe(404);
    const served = await agent.get(file.url).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.from(served.body as Buffer).equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="logo.png"/);
    expect((await agent.get(file.url.replace(/[0-9a-f]{12}\.png$/, '000000000000.png'))).status).toBe(404);
  });

  it('lowers every limit to UPLOAD_MAX_FILE_MB and leaves the bucket untouched when refusing', async () => {
    const user = await t.createUser({ isAdmin: true });
    const agent = await t.signIn(user.username, user.password);
    const before = s3.objects.size;
    const response = await agent.post('/api/upload-many-file?purpose=document').attach('files', Buffer.alloc(1024 * 1024 + 1, 'a'), 'dai.txt');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('Tệp quá lớn: tối đa 1 MB.');
    expect(s3.objects.size).toBe(before);
  });
});
