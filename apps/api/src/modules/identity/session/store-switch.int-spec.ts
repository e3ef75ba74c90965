import { afterAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { createTestDatabase } from '../../../../test/helpers/test-database.js';
import { SESSION_REVOCATION } from './session-revocation.processor.js';

/** An EventStoreDB position: bytes into its log, far above any PostgreSQL position of this test. */
const EVENTSTOREDB_POSITION = 5_000_000_000_000;
/** A position numbered by another PostgreSQL cluster, whose transaction ids ran ahead of this one's. */
const OTHER_CLUSTER_POSITION = 4_000_000_000_000;

describe('switching event stores or servers keeps sessions ending with the credentials that opened them', () => {
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

  it('a database restored onto another PostgreSQL cluster rebuilds its read models, and sessions end at the next password change', async () => {
    await t?.close();
    await db?.drop();
    db = await createTestDatabase();
    t = await startTestApp({ DATABASE_URL: db.url });
    const user = await t.createUser({ username: 'khoi_phuc_cum_khac' });
    const old = await t.sessionCookie(user.username, user.password);
    await t.close();
    t = undefined;

    // As a backup restored from another cluster leaves them: every checkpoint names the cluster that wrote it, a read
    // model row differs from what the log says (only a replay brings it back), and the session was stamped with a
    // position of the old cluster's numbering.
    const pool = new pg.Pool({ connectionString: db.url, max: 1 });
    const sql = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await pool.query<T>(text, values)).rows;
    try {
      await sql(`UPDATE projection_checkpoint SET event_store_server = 'cluster 1'`);
      await sql(`UPDATE identity_user SET name = 'Không có trong nhật ký' WHERE id = $1`, [user.id]);
      await sql(`UPDATE http_session SET auth_position = $1`, [OTHER_CLUSTER_POSITION]);

      t = await startTestApp({ DATABASE_URL: db.url });
      const [{ id }] = await sql<{ id: string }>(`SELECT system_identifier::text AS id FROM pg_control_system()`);
      const checkpoints = await sql<{ name: string; event_store: string; event_store_server: string; position: string }>(
        `SELECT name, event_store, event_store_server, position FROM projection_checkpoint ORDER BY name`,
      );
      expect(checkpoints.length).toBeGreaterThan(10);
      for (const checkpoint of checkpoints) expect(checkpoint).toMatchObject({ event_store: 'postgres', event_store_server: `cluster ${id}` });
      const [{ head }] = await sql<{ head: string }>(`SELECT max(global_position)::text AS head FROM events`);
      // The session processor started at this cluster's head and stamped the live sessions with it, in one step.
      expect(checkpoints.find((checkpoint) => checkpoint.name === SESSION_REVOCATION)?.position).toBe(head);
      expect(await sql(`SELECT DISTINCT auth_position::text AS stamp FROM http_session`)).toEqual([{ stamp: head }]);
    } finally {
      await pool.end();
    }
    const profile = await t.http().get('/profile').set('Cookie', old).expect(200);
    expect(profile.body).toMatchObject({ id: user.id, name: 'Học viên' });
    const mine = await t.sessionCookie(user.username, user.password);
    await t.http().put('/profile/password').set('Cookie', mine).send({ currentPassword: user.password, newPassword: 'mat-khau-sau-khoi-phuc' }).expect(200);
    await t.http().get('/profile').set('Cookie', old).expect(401);
    await t.http().get('/profile').set('Cookie', mine).expect(200);
  });
});
