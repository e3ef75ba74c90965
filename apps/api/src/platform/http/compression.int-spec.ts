import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';

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
    const file = await t.http().get(upload.body.files[0].url).set('Accept-Encoding', 'gzip').expect(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(Number(file.headers['content-length'])).toBe(text.length);
  });
});
