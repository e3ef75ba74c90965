import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { ADMIN, type TestApp } from './helpers/test-app.js';
import { startOnPreviousRelease } from './helpers/release-fixture.js';

const RELEASED = ['001-event-store', '002-projections', '003-sessions', '004-site-settings', '005-identity-users', '006-identity-accounts'];

/** Today's code started on a database that the release of 2026-11-23 made and filled. */
describe('upgrading a database made by the previous release', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startOnPreviousRelease();
  });
  afterAll(() => t?.close());

  it('keeps the recorded migrations as they were and runs only the new ones after them', async () => {
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ name: string }>('SELECT name FROM mikro_orm_migrations ORDER BY id');
    await client.end();
    expect(rows.slice(0, RELEASED.length).map((row) => row.name)).toEqual(RELEASED);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('serves what the old release stored: accounts, classes and settings, and takes new writes', async () => {
    const admin = await t.signInAdmin();
    const users = (await admin.get('/api/user').expect(200)).body.result;
    expect(users.map((user: { username: string }) => user.username).sort()).toEqual([ADMIN.username, 'nguyenvanan', 'tranthibinh'].sort());
    const classes = (await admin.get('/api/user-class').expect(200)).body.result;
    expect(classes).toEqual([expect.objectContaining({ id: 1, name: 'Lớp Tài chính' })]);
    expect(users.find((user: { username: string }) => user.username === 'nguyenvanan').id_user_class).toEqual([1]);
    const tag = await admin.get('/api/setting/TAG1_OPTIONS').expect(200);
    expect(tag.body).toMatchObject({ version: 2, setting: [{ value: 'v1', label: 'Nhãn 1' }] });
    const homepage = await t.http().get('/api/public/setting/homepage_content').expect(200);
    expect(homepage.body.setting).toEqual({ hero: { tagline: 'Tình huống thật' } });
    await t.signIn('tranthibinh', 'mat-khau-binh');
    const created = await admin.post('/api/user-class').send({ name: 'Lớp mới' }).expect(201);
    expect(created.body.data.id).toBe(2);
    await admin.put('/api/setting').set('If-Match', tag.headers.etag).send({ id: tag.body.id, type: 'TAG1_OPTIONS', setting: [{ value: 'v2', label: 'Nhãn 2' }] }).expect(200);
  });
});
