import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { SettingsRepository } from '../../modules/site/settings.repository.js';
import { APP_CSP } from './security-headers.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const nested = (depth: number, leaf: unknown = 'x'): unknown => (depth === 0 ? leaf : [nested(depth - 1, leaf)]);
/** Raw JSON of `depth` nested arrays (JSON.stringify itself would overflow for thousands of levels). */
const deepJson = (depth: number) => `{"username":${'['.repeat(depth)}"x"${']'.repeat(depth)},"password":"p"}`;

/** Records Logger warnings and errors while `work` runs. */
async function logged(work: () => Promise<void>): Promise<{ warnings: string[]; errors: unknown[][] }> {
  const warn = jest.spyOn(Logger.prototype, 'warn');
  const error = jest.spyOn(Logger.prototype, 'error');
  try {
    await work();
    return { warnings: warn.mock.calls.map((call) => String(call[0])), errors: error.mock.calls };
  } finally {
    warn.mockRestore();
    error.mockRestore();
  }
}

describe('request pipeline', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signInAdmin']>>;
  // Counts the reads that reach the settings (through Nest), i.e. were not answered from the public cache.
  const controllerCalls = jest.spyOn(SettingsRepository.prototype, 'find');

  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
  });
  afterAll(async () => {
    controllerCalls.mockRestore();
    await t?.close();
  });

  describe('security headers', () => {
    const expectHeaders = (headers: Record<string, string>) => {
      expect(headers['content-security-policy']).toBe(APP_CSP);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
    };

    it("are on the web app's pages, its API answers and its errors; the CSP allows no inline script and no framing", async () => {
      expect(APP_CSP).toContain("frame-ancestors 'none'");
      expect(APP_CSP).toMatch(/script-src 'self'(;|$)/);
      const dist = join(process.cwd(), 'apps/web/dist/index.html');
      if (existsSync(dist)) {
        // The built app must run under that CSP: its page has no inline script.
        expect(readFileSync(dist, 'utf8')).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
        const page = await t.http().get('/home').expect(200);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        expectHeaders(page.headers);
      }
      expectHeaders((await t.http().get('/api/public/setting/homepage_content').expect(200)).headers);
      expectHeaders((await admin.get('/profile').expect(200)).headers);
      expectHeaders((await t.http().get('/api/khong-co').expect(404)).headers);
      expectHeaders((await t.http().post('/login/username').send({}).expect(400)).headers);
      // HSTS only over TLS.
      expect((await t.http().get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    });

    it('serves an inline PDF with a sandboxing CSP (no same-origin), and downloads with the strict one', async () => {
      const upload = await admin.post('/api/upload-many-file?purpose=document').attach('files', PDF, 'tai-lieu.pdf').expect(201);
      // A file nothing claims yet is its uploader's (and the admins') only.
      const pdf = await admin.get(upload.body.files[0].url).expect(200);
      expect(pdf.headers['content-disposition']).toMatch(/^inline/);
      const csp = pdf.headers['content-security-policy'];
      expect(csp).toMatch(/(^|; )sandbox( |;|$)/);
      expect(csp).not.toContain('allow-same-origin');
      expect(csp).toContain("default-src 'none'");
      expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('deeply nested JSON', () => {
    it.each([
      ['/login/username', false],
      ['/api/public/register-account', false],
      ['/api/setting', true],
    ])('is refused on %s with 400 and a Vietnamese message before validation, in one log line', async (path, signedIn) => {
      const { warnings, errors } = await logged(async () => {
        const client = signedIn ? admin : t.http();
        const response = await client.post(path).set('Content-Type', 'application/json').send(deepJson(2600));
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ statusCode: 400, code: 'BODY_TOO_DEEP', message: 'Dữ liệu gửi lên lồng nhau quá nhiều cấp.' });
      });
      expect(errors).toEqual([]);
      expect(warnings.filter((line) => line.includes('nested deeper'))).toHaveLength(1);
      expect(warnings.every((line) => !line.includes('\n'))).toBe(true);
    });

    it('lets 32 levels through to validation, and ignores brackets inside strings', async () => {
      const shallow = await t.http().post('/login/username').send({ username: nested(31), password: 'p' });
      expect(shallow.status).toBe(400);
      expect(shallow.body.code).toBe('VALIDATION');
      const brackets = await t.http().post('/login/username').send({ username: '['.repeat(200), password: '{'.repeat(200) });
      expect(brackets.status).toBe(401);
    });
  });

  describe('NUL characters', () => {
    it.each([
      ['POST /login/username', () => t.http().post('/login/username').send({ username: 'quan\u0000tri', password: 'x' })],
      ['POST /api/public/register-account', () => t.http().post('/api/public/register-account').send({ name: 'A\u0000B', phone: '0912345678', email: 'a@gmail.com', info: { termsAccepted: true } })],
      ['a nested body value', () => admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: [{ value: 'v', label: 'x\u0000' }] })],
      ['a body key', () => admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: { 'k\u0000': 1 } })],
      ['a path parameter', () => admin.get('/api/setting/TAG1%00')],
      ['a public path parameter', () => t.http().get('/api/public/setting/homepage_content%00')],
      ['the query string', () => admin.get('/api/user?q=a%00b')],
    ])('in %s answers 400 INVALID_CHARACTERS, without an error log', async (_where, send) => {
      const { errors } = await logged(async () => {
        const response = await send();
        expect(response.status).toBe(400);
        expect(response.body).toMatchObject({ code: 'INVALID_CHARACTERS', message: 'Dữ liệu chứa ký tự không hợp lệ.' });
      });
      expect(errors).toEqual([]);
    });
  });

  describe('public answers from memory', () => {
    const content = (tagline: string) => ({ hero: { tagline, details: 'Nội dung trang chủ '.repeat(120) } });

    it('serves repeated reads without the controller, gzipped and with 304, and shows a write to the next read', async () => {
      await admin.post('/api/setting').send({ type: 'homepage_content', setting: content('Bản một') }).expect(201);
      const first = await t.http().get('/api/public/setting/homepage_content').set('Accept-Encoding', 'identity').expect(200);
      expect(first.body.setting.hero.tagline).toBe('Bản một');
      const calls = controllerCalls.mock.calls.length;

      const again = await t.http().get('/api/public/setting/homepage_content').set('Accept-Encoding', 'identity').expect(200);
      expect(again.body).toEqual(first.body);
      expect(again.headers.etag).toBe(first.headers.etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      // supertest unzips what it receives; the header says it travelled gzipped.
      const zipped = await t.http().get('/api/public/setting/homepage_content').set('Accept-Encoding', 'gzip').expect(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/);
      expect(zipped.body).toEqual(first.body);
      await t.http().get('/api/public/setting/homepage_content').set('If-None-Match', first.headers.etag).expect(304);
      // A signed-in visitor gets the same public answer, and no cookie is ever set by it.
      const signedIn = await admin.get('/api/public/setting/homepage_content').expect(200);
      expect(signedIn.body).toEqual(first.body);
      expect(signedIn.headers['set-cookie']).toBeUndefined();
      expect(controllerCalls.mock.calls.length).toBe(calls);

      await admin.put('/api/setting').send({ id: first.body.id, type: 'homepage_content', setting: content('Bản hai') }).expect(200);
      const changed = await t.http().get('/api/public/setting/homepage_content').expect(200);
      expect(changed.body.setting.hero.tagline).toBe('Bản hai');
      expect(changed.headers.etag).not.toBe(first.headers.etag);
    });

    it('a write on one instance reaches the cached answers of another through NOTIFY', async () => {
      const b = await startTestApp({ DATABASE_URL: t.databaseUrl });
      try {
        const before = await b.http().get('/api/public/setting/homepage_content').expect(200);
        await b.http().get('/api/public/setting/homepage_content').expect(200);
        await admin.put('/api/setting').send({ id: before.body.id, type: 'homepage_content', setting: content('Bản ba') }).expect(200);
        const started = Date.now();
        let tagline = before.body.setting.hero.tagline;
        while (tagline !== 'Bản ba' && Date.now() - started < 2000) {
          tagline = (await b.http().get('/api/public/setting/homepage_content').expect(200)).body.setting.hero.tagline;
        }
        expect(tagline).toBe('Bản ba');
        // NOTIFY, not the 1 s polling fallback.
        expect(Date.now() - started).toBeLessThan(900);
      } finally {
        await b.close();
      }
    });

    it('keeps nothing that is not a plain public 200: unknown keys stay 404', async () => {
      await t.http().get('/api/public/setting/prompt_settings').expect(404);
      await t.http().get('/api/public/setting/prompt_settings').expect(404);
    });
  });
});
