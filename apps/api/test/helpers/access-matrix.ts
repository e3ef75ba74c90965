import { expect, it } from '@jest/globals';
import type { TestApp } from './test-app.js';

/**
 * The authorisation matrix every route joins: one table of routes, the status each caller expects, and (for writes)
 * proof that a refused call changed nothing.
 *
 * @example
 * describe('studio access', () => {
 *   let t: TestApp;
 *   let callers: Callers;
 *   let flowId: string;
 *   const snapshot = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });
 *   beforeAll(async () => {
 *     t = await startTestApp();
 *     callers = await signInCallers(t);
 *     flowId = (await callers.admin.post('/api/studio/flows').send({ name: 'Một' }).expect(201)).body.id;
 *   });
 *   afterAll(() => t.close());
 *
 *   accessMatrix({
 *     callers: () => callers,
 *     snapshot,
 *     rows: [
 *       { name: 'GET /api/studio/flows', call: (a) => a.get('/api/studio/flows'), expect: { ...ADMIN_ONLY, admin: 200 } },
 *       { name: 'PUT /api/studio/flows/{id}', call: (a) => a.put(`/api/studio/flows/${flowId}`).send({ name: 'Hai' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
 *     ],
 *   });
 * });
 *
 * Ids made in `beforeAll` are read inside `call`, so the rows can be declared at the top of the `describe`. One `it`
 * per caller, in `order` (default: the key order of the first row's `expect`): put the callers whose writes succeed
 * last, so that the refused ones meet the same state. Extra callers (a learner of another class, a second admin,
 * the super admin) are just more keys: sign them in with `signInAs` and add them to the record `callers` returns.
 */

/** A supertest agent that keeps its session cookie (a visitor is one without any). */
export type Agent = Awaited<ReturnType<TestApp['signIn']>>;
export type TestUser = Awaited<ReturnType<TestApp['createUser']>>;
export type Caller = 'visitor' | 'learner' | 'expired' | 'admin';
export type Callers = Record<Caller, Agent>;

/** What a caller who is not an admin gets from an admin-only route; spread it and add the admin's status. */
export const ADMIN_ONLY = { visitor: 401, learner: 403, expired: 403 } as const;

export type AccessRow<W extends string = Caller> = {
  /** Names the route in a failure ("POST /api/k9", "GET /api/k9/{id} class A"). */
  name: string;
  call: (agent: Agent) => ReturnType<Agent['get']>;
  expect: Record<W, number>;
  /** A refused call of this row must leave `snapshot()` as it was. */
  writes?: boolean;
};

export type AccessMatrix<W extends string, S> = {
  /** Read when the tests run (the agents are signed in in `beforeAll`). */
  callers: () => Record<W, Agent>;
  rows: AccessRow<W>[];
  order?: readonly W[];
  /** What a refused write must not change: usually the event store's head plus counts of the read models. */
  snapshot?: () => Promise<S>;
  /** `writes` (default): check the rows marked `writes`; `all`: check every refused row. */
  unchangedWhenRefused?: 'writes' | 'all';
  title?: (who: W) => string;
  /** One more check after each call, e.g. what a permitted write changed. */
  afterCall?: (step: { row: AccessRow<W>; who: W; status: number; before: S | undefined }) => Promise<void>;
};

/** Registers one `it` per caller that runs every row as that caller and asserts its status. */
export function accessMatrix<W extends string, S = unknown>(matrix: AccessMatrix<W, S>): void {
  const order = matrix.order ?? (Object.keys(matrix.rows[0].expect) as W[]);
  for (const who of order) {
    it(matrix.title?.(who) ?? `answers the ${who} as expected on every route, changing nothing when refused`, async () => {
      const agent = matrix.callers()[who];
      for (const row of matrix.rows) {
        const checked = matrix.snapshot && (row.writes || matrix.unchangedWhenRefused === 'all');
        const before = checked ? await matrix.snapshot!() : undefined;
        const { status } = await row.call(agent);
        expect({ endpoint: row.name, status }).toEqual({ endpoint: row.name, status: row.expect[who] });
        if (checked && row.expect[who] >= 400) expect({ endpoint: row.name, after: await matrix.snapshot!() }).toEqual({ endpoint: row.name, after: before });
        await matrix.afterCall?.({ row, who, status, before });
      }
    });
  }
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** A validity period that ended five days ago (started ten days ago, five days long). */
export const expiredInfo = () => ({ startDate: iso(Date.now() - 10 * DAY), durationDays: 5, expiryDate: iso(Date.now() - 5 * DAY) });

export const signInAs = (t: TestApp, user: TestUser): Promise<Agent> => t.signIn(user.username, user.password);

/**
 * The four usual callers: no session, a learner valid for 30 days, a learner whose period has ended, the first admin.
 * Pass users made beforehand when the test needs their ids or set them up further (classes, an email).
 */
export async function signInCallers(t: TestApp, users: { learner?: TestUser; expired?: TestUser } = {}): Promise<Callers> {
  const learner = users.learner ?? (await t.createUser());
  const expired = users.expired ?? (await t.createUser({ info: expiredInfo() }));
  return {
    visitor: t.http() as unknown as Agent,
    learner: await signInAs(t, learner),
    expired: await signInAs(t, expired),
    admin: await t.signInAdmin(),
  };
}

/** Puts a user in these classes (and nothing else) the way the admin's user form does: valid from today for 30 days. */
export async function assignClasses(admin: Agent, userId: string, classIds: number[]): Promise<void> {
  const user = (await admin.get('/api/user')).body.result.find((row: { id: string }) => row.id === userId);
  await admin
    .put(`/api/user/${userId}`)
    .send({ name: user.name, username: user.username, info: { startDate: new Date().toISOString().slice(0, 10), durationDays: 30 }, id_user_class: classIds })
    .expect(200);
}
