import { afterAll, describe, it } from '@jest/globals';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { SESSION_REVOCATION } from './session-revocation.processor.js';

/** An EventStoreDB position: bytes into its log, far above any PostgreSQL position of this test. */
const EVENTSTOREDB_POSITION = 5_000_000_000_000;

describe('switching event stores keeps sessions ending with the credentials that opened them', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('a session stamped on EventStoreDB ends at the first password change written to PostgreSQL after the switch', async () => {
    db = await createTestDatabase();
    t = await startTestApp({ DATABASE_URL: db.url });
    const user = await t.createUser({ username: 'doi_kho_su_kien' });
    const old = await t.sessionCookie(user.username, user.password);
    await t.close();
    t = undefined;

    // As the deployment left it on EventStoreDB: the revocation processor's checkpoint and the sessions' stamps are
    // positions of that store.
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      await pool.query(`UPDATE projection_checkpoint SET event_store = 'eventstoredb', position = $1 WHERE name = $2`, [EVENTSTOREDB_POSITION, SESSION_REVOCATION]);
      await pool.query(`UPDATE http_session SET auth_position = $1`, [EVENTSTOREDB_POSITION]);
    } finally {
      await pool.end();
    }

    t = await startTestApp({ DATABASE_URL: db.url });
    await t.http().get('/profile').set('Cookie', old).expect(200);
    const mine = await t.sessionCookie(user.username, user.password);
    await t.http().put('/profile/password').set('Cookie', mine).send({ currentPassword: user.password, newPassword: 'mat-khau-sau-khi-doi' }).expect(200);
    // Compared with the old store's stamp, the change (a PostgreSQL position) would have let this session go on.
    await t.http().get('/profile').set('Cookie', old).expect(401);
    await t.http().get('/profile').set('Cookie', mine).expect(200);
  });
});
