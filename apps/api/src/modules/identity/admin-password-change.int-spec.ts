import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod, type Type } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { ACCOUNT_MESSAGES } from '@k9/contracts';
import type { EventStore } from '@k9/domain';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import type { Agent } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { AdminGuard } from './guards/guards.js';

type AdminRoute = { method: string; path: string };

const VERBS: Partial<Record<RequestMethod, 'get' | 'post' | 'put' | 'patch' | 'delete'>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.PATCH]: 'patch',
  [RequestMethod.DELETE]: 'delete',
};

const joined = (...parts: unknown[]): string =>
  `/${parts
    .flatMap((part) => (Array.isArray(part) ? part[0] : part))
    .filter((part): part is string => typeof part === 'string' && part !== '' && part !== '/')
    .map((part) => part.replace(/^\/+|\/+$/g, ''))
    .join('/')}`;

/** Every route behind AdminOnly(), read from the controllers the app mounted: none is left out of the test by hand. */
function adminRoutes(t: TestApp): AdminRoute[] {
  const routes: AdminRoute[] = [];
  for (const module of t.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, controller) ?? []) as unknown[];
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const verb = VERBS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        if (path === undefined || !verb) continue;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as unknown[])];
        // Parameters as any value: the guard answers before a pipe reads them.
        if (guards.includes(AdminGuard)) routes.push({ method: verb, path: joined(Reflect.getMetadata(PATH_METADATA, controller), path).replace(/:\w+/g, '1') });
      }
    }
  }
  return routes;
}

/** Issue 23 item 10: an admin whose password an admin set is held at the password change, on admin routes too. */
describe('an admin who must change their password', () => {
  let t: TestApp;
  let pending: { id: string; username: string; password: string };
  let agent: Agent;
  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();

  beforeAll(async () => {
    t = await startTestApp();
    pending = await t.createUser({ username: 'quantri.moi', email: 'quantri.moi@k9.test', isAdmin: true, mustChangePassword: true });
    agent = await t.signIn(pending.username, pending.password);
  });
  afterAll(() => t?.close());

  it('gets 403 PASSWORD_CHANGE_REQUIRED, in Vietnamese, from every admin route, and changes nothing', async () => {
    const routes = adminRoutes(t);
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'post', path: '/api/user' });
    const before = await head();
    for (const { method, path } of routes) {
      const response = await agent[method as 'get'](path).send(method === 'get' || method === 'delete' ? undefined : {});
      expect({ route: `${method.toUpperCase()} ${path}`, status: response.status, body: response.body }).toEqual({
        route: `${method.toUpperCase()} ${path}`,
        status: 403,
        body: { statusCode: 403, code: 'PASSWORD_CHANGE_REQUIRED', reason: 'password_change_required', message: ACCOUNT_MESSAGES.passwordChangeRequired },
      });
    }
    expect(await head()).toBe(before);
  });

  it('is told so by the profile, changes the password, and then works as an admin', async () => {
    expect((await agent.get('/profile').expect(200)).body).toMatchObject({ isAdmin: true, mustChangePassword: true });
    await agent.put('/profile/password').send({ newPassword: 'mat-khau-cua-toi' }).expect(200);
    expect((await agent.get('/api/user').expect(200)).body.result).toContainEqual(expect.objectContaining({ username: 'quantri.moi', mustChangePassword: false }));
    await agent.post('/api/user-class').send({ name: 'Lớp của quản trị mới' }).expect(201);
  });

  it('leaves the others as they were: admins work, a learner gets ADMIN_REQUIRED whatever their password', async () => {
    await (await t.signInAdmin()).get('/api/user').expect(200);
    const learner = await t.createUser({ username: 'hocvien.doimk', mustChangePassword: true });
    const refused = await (await t.signIn(learner.username, learner.password)).get('/api/user').expect(403);
    expect(refused.body).toMatchObject({ code: 'ADMIN_REQUIRED' });
  });
});
