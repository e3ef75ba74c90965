import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Who = 'visitor' | 'learner' | 'expired' | 'admin';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** The route issue 10 added to the site context ("back to default"): status per caller, and nothing changed when refused. */
describe('site access (issue 10)', () => {
  let t: TestApp;
  let agents: Record<Who, Agent>;
  const snapshot = async () => {
    const [row] = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM site_setting`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).head(), settings: row.n };
  };

  beforeAll(async () => {
    t = await startTestApp();
    const learner = await t.createUser();
    const expired = await t.createUser({ info: { startDate: iso(Date.now() - 10 * DAY), durationDays: 5, expiryDate: iso(Date.now() - 5 * DAY) } });
    agents = {
      visitor: t.http() as unknown as Agent,
      learner: await t.signIn(learner.username, learner.password),
      expired: await t.signIn(expired.username, expired.password),
      admin: await t.signInAdmin(),
    };
    // Each signed-in caller holds an own header image, so that a permitted "back to default" has something to drop.
    for (const who of ['learner', 'expired', 'admin'] as const) {
      const scope = who === 'expired' ? null : 'personal';
      if (scope) await agents[who].post('/api/setting').send({ type: 'header_background', scope, setting: { imageUrl: '/files/rieng.png' } }).expect(201);
    }
  });
  afterAll(() => t.close());

  const matrix: Array<{ name: string; call: (agent: Agent) => ReturnType<Agent['get']>; expect: Record<Who, number>; writes?: boolean }> = [
    { name: 'DELETE /api/setting/{personal type}', call: (a) => a.delete('/api/setting/header_background'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 }, writes: true },
    { name: 'DELETE /api/setting/{shared type}', call: (a) => a.delete('/api/setting/GUIDELINE_SETTING'), expect: { visitor: 401, learner: 400, expired: 403, admin: 400 }, writes: true },
  ];

  for (const who of ['visitor', 'expired', 'learner', 'admin'] as const) {
    it(`answers the ${who} as expected`, async () => {
      for (const row of matrix) {
        const before = await snapshot();
        const response = await row.call(agents[who]);
        expect({ endpoint: row.name, status: response.status }).toEqual({ endpoint: row.name, status: row.expect[who] });
        if (row.expect[who] >= 400 && row.writes) expect(await snapshot()).toEqual(before);
        if (row.expect[who] === 200 && row.writes) expect((await snapshot()).settings).toBe(before.settings - 1);
      }
    });
  }
});
