import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';

/** A built web app of two files, enough for the server to serve it. */
function webDist(): { dir: string; script: string } {
  const dir = mkdtempSync(join(tmpdir(), 'k9-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>K9</title><script type="module" src="/assets/app-1a2b.js"></script>');
  writeFileSync(join(dir, 'route-patterns.json'), JSON.stringify({ patterns: ['^/$'] }));
  const script = `export const loiChao = ${JSON.stringify('Xin chào học viên! '.repeat(500))};\n`;
  writeFileSync(join(dir, 'assets', 'app-1a2b.js'), script);
  return { dir, script };
}

describe('response compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gzips JSON for clients that accept it, and not for those that do not', async () => {
    const admin = await t.signInAdmin();
    for (let i = 0; i < 30; i++) await t.createUser();
    const zipped = await admin.get('/api/user').set('Accept-Encoding', 'gzip').expect(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.result).toHaveLength(31);
    const plain = await admin.get('/api/user').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves uploaded files as stored', async () => {
    const admin = await t.signInAdmin();
    const text = Buffer.from('Ghi chú bài học\n'.repeat(200));
    const upload = await admin.post('/api/upload-many-file?purpose=document').attach('files', text, 'ghi-chu.txt').expect(201);
    const file = await admin.get(upload.body.files[0].url).set('Accept-Encoding', 'gzip').expect(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(Number(file.headers['content-length'])).toBe(text.length);
  });

  it("serves the web app's assets gzipped once and kept, to clients that accept it; the others get the file as it is", async () => {
    const { dir, script } = webDist();
    const web = await startTestApp({ WEB_DIST_DIR: dir });
    try {
      const first = await web.http().get('/assets/app-1a2b.js').set('Accept-Encoding', 'gzip, br').expect(200);
      expect(first.headers).toMatchObject({ 'content-encoding': 'gzip', 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' });
      // The length sent is the gzipped one (the client unzips it to the file).
      expect(Number(first.headers['content-length'])).toBeLessThan(script.length / 10);
      expect(first.text).toBe(script);
      const again = await web.http().get('/assets/app-1a2b.js').set('Accept-Encoding', 'gzip').expect(200);
      expect(again.text).toBe(script);
      const plain = await web.http().get('/assets/app-1a2b.js').set('Accept-Encoding', 'identity').expect(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(script);
      // Nothing outside the assets folder is read through this path; a missing asset is still a 404 of the static files.
      await web.http().get('/assets/..%2Findex.html').set('Accept-Encoding', 'gzip').expect((answer) => expect(answer.headers['content-encoding']).not.toBe('gzip'));
      await web.http().get('/assets/khong-co.js').set('Accept-Encoding', 'gzip').expect(404);
      // A malformed escape is not a server error.
      await web.http().get('/assets/%E0%A4%A.js').set('Accept-Encoding', 'gzip').expect((answer) => expect(answer.status).toBeLessThan(500));
    } finally {
      await web.close();
    }
  });
});
