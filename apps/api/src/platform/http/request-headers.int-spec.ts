import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCOUNT_MESSAGES, LOGIN_MESSAGES } from '@k9/contracts';
import { userStreamId, type EventStore } from '@k9/domain';
import { EVENT_STORE } from '../event-store/event-store.token.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Issue 23 item 11: what a client's headers may not decide (the audit trail's correlation) and who reads the API's map. */
describe('request headers: the correlation id is the server’s', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ API_DOCS_PUBLIC: 'true' });
  });
  afterAll(() => t?.close());

  const createdWith = async (header: string | undefined, username: string) => {
    const admin = await t.signInAdmin();
    const call = admin.post('/api/user').send({ name: 'Lê Văn Hải', username, info: { startDate: '2026-03-01', durationDays: 10 } });
    const { body } = await (header === undefined ? call : call.set('x-correlation-id', header)).expect(201);
    const [created] = await t.app.get<EventStore>(EVENT_STORE).readStream(userStreamId(body.data.id));
    return created.metadata;
  };

  it("stores a server-made correlation id, and the client's value only in its own labelled field", async () => {
    const metadata = await createdWith('forged', 'hai.le');
    expect(metadata.correlationId).toMatch(UUID);
    expect(metadata.correlationId).not.toBe('forged');
    expect(metadata.clientCorrelationId).toBe('forged');
  });

  it("never lets a client's value pass for another request's id, and keeps none that is too long or strange", async () => {
    const first = await createdWith(undefined, 'hai.le2');
    expect(first.clientCorrelationId).toBeUndefined();
    const replayed = await createdWith(first.correlationId, 'hai.le3');
    expect(replayed.correlationId).not.toBe(first.correlationId);
    expect(replayed.clientCorrelationId).toBe(first.correlationId);
    for (const [index, header] of ['x'.repeat(65), 'a/b', '<script>', 'a b', 'a;b'].entries()) {
      const metadata = await createdWith(header, `hai.le.x${index}`);
      expect(metadata.correlationId).toMatch(UUID);
      expect(metadata.clientCorrelationId).toBeUndefined();
    }
  });

  it('serves the API docs to anyone with API_DOCS_PUBLIC=true', async () => {
    expect(Object.keys((await t.http().get('/api/docs-json').expect(200)).body.paths)).toContain('/api/user');
    await t.http().get('/api/docs').expect(200);
  });
});

describe('the API docs by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ API_DOCS_PUBLIC: 'false' });
  });
  afterAll(() => t?.close());

  it('are for admins only: signed out 401, a learner 403, an admin who must change the password 403', async () => {
    for (const path of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs-yaml']) {
      const visitor = await t.http().get(path);
      expect({ path, status: visitor.status, body: visitor.body }).toEqual({ path, status: 401, body: { statusCode: 401, code: 'SIGN_IN_REQUIRED', message: LOGIN_MESSAGES.signInRequired } });
    }
    const learner = await t.createUser({ username: 'hocvien.docs' });
    const refused = await (await t.signIn(learner.username, learner.password)).get('/api/docs-json').expect(403);
    expect(refused.body).toEqual({ statusCode: 403, code: 'ADMIN_REQUIRED', message: LOGIN_MESSAGES.adminRequired });
    const pending = await t.createUser({ username: 'quantri.docs', isAdmin: true, mustChangePassword: true });
    const held = await (await t.signIn(pending.username, pending.password)).get('/api/docs-json').expect(403);
    expect(held.body).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: ACCOUNT_MESSAGES.passwordChangeRequired });
  });

  it('open to an admin: the page and the document', async () => {
    const admin = await t.signInAdmin();
    expect(Object.keys((await admin.get('/api/docs-json').expect(200)).body.paths)).toContain('/api/user');
    expect((await admin.get('/api/docs').expect(200)).text).toContain('swagger');
    await admin.get('/api/docs-yaml').expect(200);
  });

  it('leaves routes that only begin alike alone', async () => {
    await t.http().get('/api/health').expect(200);
    await t.http().get('/api/docsx').expect(404);
  });
});
