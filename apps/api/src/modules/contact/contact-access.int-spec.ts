import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { CONTACT_ROUTES } from '@k9/contracts';
import type { EventStore } from '@k9/domain';
import { accessMatrix, ADMIN_ONLY, signInAs, signInCallers, type Agent, type Caller } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';
import { EVENT_STORE, PG_POOL } from '../../platform/event-store/event-store.token.js';

type Who = Caller | 'otherClass';

/** The e-mail contact: every signed-in account writes (an expired one too: it writes to get renewed); only admins list. */
describe('contact access', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  const snapshot = async () => {
    const { rows } = await t.app.get<pg.Pool>(PG_POOL).query(`SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'contact-request-%'`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), contactEvents: rows[0].n as number };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const admin = await t.signInAdmin();
    const classA = (await admin.post('/api/user-class').send({ name: 'Lớp A' }).expect(201)).body.data.id;
    const classB = (await admin.post('/api/user-class').send({ name: 'Lớp B' }).expect(201)).body.data.id;
    const learner = await t.createUser();
    const other = await t.createUser();
    const assign = async (id: string, classIds: number[]) => {
      const user = (await admin.get('/api/user')).body.result.find((row: { id: string }) => row.id === id);
      await admin.put(`/api/user/${id}`).send({ name: user.name, username: user.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 }, id_user_class: classIds }).expect(200);
    };
    await assign(learner.id, [classA]);
    await assign(other.id, [classB]);
    agents = { ...(await signInCallers(t, { learner })), otherClass: await signInAs(t, other), admin };
  });
  afterAll(() => t.close());

  accessMatrix<Who, Awaited<ReturnType<typeof snapshot>>>({
    callers: () => agents,
    order: ['visitor', 'learner', 'expired', 'otherClass', 'admin'],
    snapshot,
    unchangedWhenRefused: 'all',
    rows: [
      {
        name: 'POST /api/email/send',
        call: (a) => a.post(CONTACT_ROUTES.send).send({ email: 'hocvien@example.vn', message: 'Xin chào nhà trường' }),
        expect: { visitor: 401, learner: 201, expired: 201, otherClass: 201, admin: 201 },
        writes: true,
      },
      { name: 'GET /api/email/requests', call: (a) => a.get(CONTACT_ROUTES.requests), expect: { ...ADMIN_ONLY, otherClass: 403, admin: 200 } },
    ],
    title: (who) => `answers the ${who} as expected on both contact routes, storing nothing when refused`,
    afterCall: async ({ row, who, status, before }) => {
      // A permitted send stores exactly its request (one event; no SMTP here, so no outcome follows).
      if (row.name.startsWith('POST') && status === 201) expect((await snapshot()).contactEvents).toBe(before!.contactEvents + 1);
      if (row.name.startsWith('GET') && who === 'admin') {
        // The four permitted sends, listed once the read model has them.
        await until('the four requests are listed', async () => (await agents.admin.get(CONTACT_ROUTES.requests)).body.total === 4);
        expect((await agents.admin.get(CONTACT_ROUTES.requests)).body.smtpConfigured).toBe(false);
      }
    },
  });

  it('lists both contact routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths[CONTACT_ROUTES.send])).toEqual(['post']);
    expect(Object.keys(document.paths[CONTACT_ROUTES.requests])).toEqual(['get']);
  });
});
