import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { accessMatrix, signInCallers, type Callers } from '../../../test/helpers/access-matrix.js';

/** The route issue 10 added to the site context ("back to default"): status per caller, and nothing changed when refused. */
describe('site access (issue 10)', () => {
  let t: TestApp;
  let agents: Callers;
  const snapshot = async () => {
    const [row] = await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM site_setting`);
    return { head: await t.app.get<EventStore>(EVENT_STORE).committedHead(), settings: row.n };
  };

  beforeAll(async () => {
    t = await startTestApp();
    agents = await signInCallers(t);
    // Each signed-in caller holds an own header image, so that a permitted "back to default" has something to drop.
    for (const who of ['learner', 'expired', 'admin'] as const) {
      const scope = who === 'expired' ? null : 'personal';
      if (scope) await agents[who].post('/api/setting').send({ type: 'header_background', scope, setting: { imageUrl: '/files/rieng.png' } }).expect(201);
    }
  });
  afterAll(() => t.close());

  accessMatrix({
    callers: () => agents,
    order: ['visitor', 'expired', 'learner', 'admin'],
    snapshot,
    title: (who) => `answers the ${who} as expected`,
    rows: [
      { name: 'DELETE /api/setting/{personal type}', call: (a) => a.delete('/api/setting/header_background'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 }, writes: true },
      { name: 'DELETE /api/setting/{shared type}', call: (a) => a.delete('/api/setting/GUIDELINE_SETTING'), expect: { visitor: 401, learner: 400, expired: 403, admin: 400 }, writes: true },
    ],
    // A permitted "back to default" drops exactly the caller's own value.
    afterCall: async ({ row, who, before }) => {
      if (row.expect[who] === 200 && row.writes) expect((await snapshot()).settings).toBe(before!.settings - 1);
    },
  });
});
