import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN, startTestApp, type TestApp } from '../../../../../test/helpers/test-app.js';

describe('settings (spec 1 §7 Settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const audit = async (streamId: string) => (await (await t.signInAdmin()).get(`/api/audit/stream/${streamId}`).expect(200)).body;

  it('lets an admin create, read and update a setting, and the audit shows who changed what', async () => {
    const admin = await t.signInAdmin();
    const empty = await admin.get('/api/setting/GUIDELINE_SETTING').expect(200);
    expect(empty.body).toMatchObject({ id: null, type: 'GUIDELINE_SETTING', setting: null, version: 0 });

    const created = await admin.post('/api/setting').send({ type: 'GUIDELINE_SETTING', setting: { imageUrl: '/a.png', markdownText: '# Chào mừng' } }).expect(201);
    expect(created.body).toMatchObject({ type: 'GUIDELINE_SETTING', setting: { imageUrl: '/a.png', markdownText: '# Chào mừng' }, version: 1, updatedBy: ADMIN.email });
    expect(created.headers.etag).toBe('W/"1"');

    const updated = await admin
      .put('/api/setting')
      .set('If-Match', 'W/"1"')
      .send({ id: created.body.id, type: 'GUIDELINE_SETTING', setting: { imageUrl: '/b.png', markdownText: 'Mới' } })
      .expect(200);
    expect(updated.body).toMatchObject({ id: created.body.id, version: 2, setting: { imageUrl: '/b.png', markdownText: 'Mới' } });
    expect((await admin.get('/api/setting/GUIDELINE_SETTING').expect(200)).body.setting).toEqual({ imageUrl: '/b.png', markdownText: 'Mới' });

    const history = await audit('setting-GUIDELINE_SETTING');
    expect(history.data.map((entry: { version: number }) => entry.version)).toEqual([2, 1]);
    expect(history.data[0]).toMatchObject({
      type: 'SettingSaved',
      actorEmail: ADMIN.email,
      data: { settingId: created.body.id, type: 'GUIDELINE_SETTING', ownerId: null, setting: { imageUrl: '/b.png', markdownText: 'Mới' } },
    });
    expect(Date.parse(history.data[0].occurredAt)).not.toBeNaN();
  });

  it('refuses a stale If-Match with 412 and stores nothing', async () => {
    const admin = await t.signInAdmin();
    const created = await admin.post('/api/setting').send({ type: 'ZALO_INFO', setting: { phone: '0901234567' } }).expect(201);
    await admin.put('/api/setting').send({ id: created.body.id, type: 'ZALO_INFO', setting: { phone: '0911111111' } }).expect(200);
    const stale = await admin.put('/api/setting').set('If-Match', 'W/"1"').send({ id: created.body.id, type: 'ZALO_INFO', setting: { phone: '0999999999' } });
    expect(stale.status).toBe(412);
    expect(stale.body.message).toBe('Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại.');
    const bad = await admin.put('/api/setting').set('If-Match', 'abc').send({ id: created.body.id, type: 'ZALO_INFO', setting: {} });
    expect(bad.status).toBe(400);
    expect((await audit('setting-ZALO_INFO')).data).toHaveLength(2);
    expect((await admin.get('/api/setting/ZALO_INFO')).body.setting).toEqual({ phone: '0911111111' });
  });

  it('answers bad input with a Vietnamese 4xx and never a partial write', async () => {
    const admin = await t.signInAdmin();
    const unknown = await admin.get('/api/setting/NOT_A_TYPE');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Loại cài đặt không tồn tại.');
    const unknownWrite = await admin.post('/api/setting').send({ type: 'NOT_A_TYPE', setting: {} });
    expect(unknownWrite.status).toBe(404);

    const malformed = await admin.post('/api/setting').set('Content-Type', 'application/json').send('{"type": "TAG1_OPTIONS", "setting": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Dữ liệu JSON gửi lên không hợp lệ.');

    const huge = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: { blob: 'x'.repeat(2 * 1024 * 1024) } });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('Dữ liệu gửi lên quá lớn.');

    const missing = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Vui lòng gửi nội dung cài đặt (setting).');

    const notObject = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: 'chuỗi' });
    expect(notObject.status).toBe(422);
    expect(notObject.body.message).toBe('Nội dung cài đặt phải là một đối tượng hoặc danh sách JSON.');

    const nul = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: { label: 'a\u0000b' } });
    expect(nul.status).toBe(400);

    const wrongId = await admin.put('/api/setting').send({ id: 'khong-co', type: 'TAG1_OPTIONS', setting: {} });
    expect(wrongId.status).toBe(404);
    expect(wrongId.body.message).toBe('Không tìm thấy cài đặt cần cập nhật.');

    expect((await audit('setting-TAG1_OPTIONS')).data).toEqual([]);
    expect((await admin.get('/api/setting/TAG1_OPTIONS')).body.setting).toBeNull();

    const created = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: [{ value: 'a', label: 'A' }] }).expect(201);
    const twice = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: [] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Cài đặt này đã tồn tại, hãy cập nhật thay vì tạo mới.');
    expect((await admin.get('/api/setting/TAG1_OPTIONS')).body).toMatchObject({ id: created.body.id, setting: [{ value: 'a', label: 'A' }] });
  });

  it('lets only admins write shared settings; reads need a signed-in user', async () => {
    const visitor = await t.http().get('/api/setting/GUIDELINE_SETTING');
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe('Đăng nhập để tiếp tục truy cập');
    expect((await t.http().post('/api/setting').send({ type: 'TAG2_OPTIONS', setting: {} })).status).toBe(401);

    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    expect((await agent.get('/api/setting/TAG2_OPTIONS')).status).toBe(200);
    const refused = await agent.post('/api/setting').send({ type: 'TAG2_OPTIONS', setting: { x: 1 } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Bạn không có quyền thực hiện thao tác này');
    expect((await audit('setting-TAG2_OPTIONS')).data).toEqual([]);
    expect((await agent.get('/api/audit/stream/setting-TAG2_OPTIONS')).status).toBe(403);
  });

  it('keeps personal settings per user on their own stream', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const agentA = await t.signIn(a.username, a.password);
    const agentB = await t.signIn(b.username, b.password);
    await agentA.post('/api/setting').send({ type: 'ai_settings_for_user', setting: { model: 'gpt-4.1' } }).expect(201);
    expect((await agentA.get('/api/setting/ai_settings_for_user')).body.setting).toEqual({ model: 'gpt-4.1' });
    expect((await agentB.get('/api/setting/ai_settings_for_user')).body.setting).toBeNull();
    expect((await audit(`setting-ai_settings_for_user-${a.id}`)).data[0].actorId).toBe(a.id);
  });

  it('serves only the public keys without sign-in', async () => {
    const admin = await t.signInAdmin();
    await admin.post('/api/setting').send({ type: 'homepage_content', setting: { hero: { tagline: 'Học từ tình huống thật' } } }).expect(201);
    await admin.post('/api/setting').send({ type: 'ADVISOR_SETTING', setting: [{ key: 'k', systemMessage: 'bí mật' }] }).expect(201);
    const open = await t.http().get('/api/public/setting/homepage_content').expect(200);
    expect(open.body.setting).toEqual({ hero: { tagline: 'Học từ tình huống thật' } });
    for (const key of ['GUIDELINE_SETTING', 'ZALO_INFO', 'header_background', 'TAG4_OPTIONS', 'homepage_images']) {
      expect((await t.http().get(`/api/public/setting/${key}`)).status).toBe(200);
    }
    for (const key of ['ADVISOR_SETTING', 'TEMPLATE_AI_SETTING', 'ai_settings_for_user', 'nope']) {
      const hidden = await t.http().get(`/api/public/setting/${key}`);
      expect(hidden.status).toBe(404);
      expect(hidden.body.message).toBe('Không tìm thấy cài đặt công khai này.');
    }
  });

  it('refuses a state-changing request from another origin', async () => {
    const admin = await t.signInAdmin();
    const response = await admin.post('/api/setting').set('Origin', 'https://ke-gian.example').send({ type: 'TAG3_OPTIONS', setting: {} });
    expect(response.status).toBe(403);
    expect((await audit('setting-TAG3_OPTIONS')).data).toEqual([]);
  });
});

describe('settings over realtime, with the real session cookie', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('pushes setting.saved to admins in the admin room, not to learners; personal settings only to their owner', async () => {
    const { openTestSocket } = await import('../../../../../test/helpers/ws-client.js');
    const port = (t.app.getHttpServer().address() as { port: number }).port;
    const cookieOf = async (username: string, password: string) => {
      const response = await t.http().post('/login/username').send({ username, password }).expect(200);
      return ([] as string[]).concat(response.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
    };
    const learner = await t.createUser();
    const adminSocket = await openTestSocket(`ws://127.0.0.1:${port}/ws`, { cookie: await cookieOf(ADMIN.username, ADMIN.password) });
    const learnerSocket = await openTestSocket(`ws://127.0.0.1:${port}/ws`, { cookie: await cookieOf(learner.username, learner.password) });
    await expect(openTestSocket(`ws://127.0.0.1:${port}/ws`, {})).rejects.toThrow();
    adminSocket.send('admin.queue.subscribe', {});
    learnerSocket.send('admin.queue.subscribe', {});
    await adminSocket.next('room.joined');
    await learnerSocket.next('error');

    await (await t.signInAdmin()).post('/api/setting').send({ type: 'REPORT_OVERVIEW', setting: { overview: 'Tổng quan' } }).expect(201);
    expect(await adminSocket.next('setting.saved')).toEqual({ type: 'REPORT_OVERVIEW', version: 1 });

    await (await t.signIn(learner.username, learner.password)).post('/api/setting').send({ type: 'ai_settings_for_user', setting: { model: 'x' } }).expect(201);
    expect(await learnerSocket.next('setting.saved')).toEqual({ type: 'ai_settings_for_user', version: 1 });
    expect(learnerSocket.received.filter((m) => m.event === 'setting.saved')).toHaveLength(1);
    expect(adminSocket.received.filter((m) => m.event === 'setting.saved')).toHaveLength(1);
    await adminSocket.close();
    await learnerSocket.close();
  });
});
