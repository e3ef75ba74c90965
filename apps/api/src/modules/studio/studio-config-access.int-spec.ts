import { afterAll, beforeAll, describe } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { ADMIN_ONLY, accessMatrix, signInAs, signInCallers, type Agent, type Callers } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

/** Flow configs are the admins'; templates: everyone signed in reads shared plus own and writes own, admins the shared list. */
describe('Studio flow configs and prompt templates access', () => {
  let t: TestApp;
  let callers: Callers;
  let configId: number;
  let doomedConfigId: number;
  let ownKey: string;
  let otherKey: string;
  let sharedKey: string;
  const snapshot = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });

  beforeAll(async () => {
    t = await startTestApp();
    const learner = await t.createUser({ email: 'hoc-vien@k9.test' });
    callers = await signInCallers(t, { learner });
    const other: Agent = await signInAs(t, await t.createUser({ email: 'nguoi-khac@k9.test' }));
    configId = (await callers.admin.post('/api/aiGenConfigList').send({ name: 'Một' }).expect(201)).body.data.id;
    doomedConfigId = (await callers.admin.post('/api/aiGenConfigList').send({ name: 'Sẽ xóa' }).expect(201)).body.data.id;
    sharedKey = (await callers.admin.post('/api/prompt-templates').send({ label: 'Chung', template: 'Chung &&&', shared: true }).expect(201)).body.data.key;
    ownKey = (await callers.learner.post('/api/prompt-templates').send({ label: 'Của tôi', template: 'Riêng &&&' }).expect(201)).body.data.key;
    otherKey = (await other.post('/api/prompt-templates').send({ label: 'Của người khác', template: 'Khác &&&' }).expect(201)).body.data.key;
  });
  afterAll(() => t.close());

  const template = { label: 'Mới', template: 'Nội dung &&&' };
  accessMatrix({
    callers: () => callers,
    snapshot,
    rows: [
      { name: 'GET /api/aiGenConfigList', call: (a) => a.get('/api/aiGenConfigList'), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/aiGenConfigList', call: (a) => a.post('/api/aiGenConfigList').send({ name: 'Hai' }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/aiGenConfigList', call: (a) => a.put('/api/aiGenConfigList').send({ id: configId, name: 'Đổi tên' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/aiGenConfigList/{id}', call: (a) => a.delete(`/api/aiGenConfigList/${doomedConfigId}`), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'GET /api/prompt-templates', call: (a) => a.get('/api/prompt-templates'), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } },
      { name: 'POST /api/prompt-templates own', call: (a) => a.post('/api/prompt-templates').send(template), expect: { visitor: 401, learner: 201, expired: 403, admin: 201 }, writes: true },
      { name: 'POST /api/prompt-templates shared', call: (a) => a.post('/api/prompt-templates').send({ ...template, shared: true }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/prompt-templates/{key} own', call: (a) => a.put(`/api/prompt-templates/${ownKey}`).send({ label: 'Sửa' }), expect: { visitor: 401, learner: 200, expired: 403, admin: 404 }, writes: true },
      { name: "PUT /api/prompt-templates/{key} another user's", call: (a) => a.put(`/api/prompt-templates/${otherKey}`).send({ label: 'Đè' }), expect: { visitor: 401, learner: 404, expired: 403, admin: 404 }, writes: true },
      { name: "DELETE /api/prompt-templates/{key} another user's", call: (a) => a.delete(`/api/prompt-templates/${otherKey}`), expect: { visitor: 401, learner: 404, expired: 403, admin: 404 }, writes: true },
      { name: 'PUT /api/prompt-templates/{key} shared', call: (a) => a.put(`/api/prompt-templates/${sharedKey}`).send({ label: 'Sửa chung' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'POST /api/prompt-templates/restore-defaults', call: (a) => a.post('/api/prompt-templates/restore-defaults'), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/prompt-templates/{key} shared', call: (a) => a.delete(`/api/prompt-templates/${sharedKey}`), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/prompt-templates/{key} own', call: (a) => a.delete(`/api/prompt-templates/${ownKey}`), expect: { visitor: 401, learner: 200, expired: 403, admin: 404 }, writes: true },
    ],
  });
});
