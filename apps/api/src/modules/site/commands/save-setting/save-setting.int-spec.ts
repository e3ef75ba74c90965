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

    const created = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: [{ value: 'a', label: 'Ab' }] }).expect(201);
    const twice = await admin.post('/api/setting').send({ type: 'TAG1_OPTIONS', setting: [] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Cài đặt này đã tồn tại, hãy cập nhật thay vì tạo mới.');
    expect((await admin.get('/api/setting/TAG1_OPTIONS')).body).toMatchObject({ id: created.body.id, setting: [{ value: 'a', label: 'Ab' }] });
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

  it('keeps prompts and AI configuration from learners (issue 9: prompt_settings returned an admin system prompt)', async () => {
    const admin = await t.signInAdmin();
    await admin.post('/api/setting').send({ type: 'prompt_settings', setting: { systemMessage: 'Lời nhắc bí mật của admin', selectedModel: 'gpt-4.1' } }).expect(201);
    await admin.post('/api/setting').send({ type: 'AI_PIPELINE_SETTING', setting: [{ key: 'k', name: 'Analyst', systemMessage: 'bí mật' }] }).expect(201);
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    for (const type of ['prompt_settings', 'QUIZ_GRADING_SETTING', 'ADVISOR_SETTING', 'AI_PIPELINE_SETTING', 'VOICE_GENERATION_CONFIG', 'IMAGE_GENERATION_CONFIG', 'DIAGRAM_GENERATION_CONFIG']) {
      const refused = await agent.get(`/api/setting/${type}`);
      expect([type, refused.status, refused.body.message]).toEqual([type, 403, 'Bạn không có quyền thực hiện thao tác này']);
      expect(JSON.stringify(refused.body)).not.toContain('bí mật');
    }
    expect((await admin.get('/api/setting/prompt_settings').expect(200)).body.setting).toEqual({ systemMessage: 'Lời nhắc bí mật của admin', selectedModel: 'gpt-4.1' });
  });

  it('keeps ai_settings_for_user one shared setting written by admins; learners learn only whether it is configured', async () => {
    const admin = await t.signInAdmin();
    const learner = await t.createUser();
    const agent = await t.signIn(learner.username, learner.password);
    expect((await agent.get('/api/setting/ai_settings_for_user').expect(200)).body).toEqual({
      id: null, type: 'ai_settings_for_user', setting: null, version: 0, updatedAt: null, updatedBy: null, scope: 'shared', configured: false,
    });
    const own = await agent.post('/api/setting').send({ type: 'ai_settings_for_user', setting: { selectedModel: 'x', prompt: 'của tôi' } });
    expect(own.status).toBe(403);
    expect((await agent.post('/api/setting').send({ type: 'ai_settings_for_user', scope: 'personal', setting: {} })).status).toBe(400);
    expect((await audit('setting-ai_settings_for_user')).data).toEqual([]);
    expect((await audit(`setting-ai_settings_for_user-${learner.id}`)).data).toEqual([]);

    const setting = { selectedModel: 'gpt-4.1-2025-04-14', prompt: 'Lời nhắc tạo case', mcqCount: 5, essayCount: 2 };
    await admin.post('/api/setting').send({ type: 'ai_settings_for_user', setting }).expect(201);
    const seen = await agent.get('/api/setting/ai_settings_for_user').expect(200);
    expect(seen.body).toEqual({ id: null, type: 'ai_settings_for_user', setting: null, version: 1, updatedAt: null, updatedBy: null, scope: 'shared', configured: true });
    expect((await admin.get('/api/setting/ai_settings_for_user').expect(200)).body).toMatchObject({ setting, configured: true, updatedBy: ADMIN.email });
  });

  it('keeps a header image per user over the default an admin sets, and says which one is shown', async () => {
    const admin = await t.signInAdmin();
    const [a, b] = [await t.createUser(), await t.createUser()];
    const [agentA, agentB] = [await t.signIn(a.username, a.password), await t.signIn(b.username, b.password)];
    const refusedDefault = await agentA.post('/api/setting').send({ type: 'header_background', scope: 'shared', setting: { imageUrl: '/files/ke-gian.png' } });
    expect(refusedDefault.status).toBe(403);

    const byDefault = await admin.post('/api/setting').send({ type: 'header_background', setting: { imageUrl: '/files/mac-dinh.png' } }).expect(201);
    expect(byDefault.body).toMatchObject({ scope: 'shared', setting: { imageUrl: '/files/mac-dinh.png' } });
    const first = await agentA.get('/api/setting/header_background').expect(200);
    expect(first.body).toEqual({ id: null, type: 'header_background', setting: { imageUrl: '/files/mac-dinh.png' }, version: 0, updatedAt: null, updatedBy: null, scope: 'personal', source: 'default', configured: true });
    expect(first.headers['cache-control']).toBe('private, no-store');

    // What the header background modal sends: POST while its record has no id, then PUT with If-Match.
    const mine = await agentA.post('/api/setting').send({ type: 'header_background', setting: { imageUrl: '/files/cua-a.png' } }).expect(201);
    expect(mine.body).toMatchObject({ scope: 'personal', source: 'own', version: 1, setting: { imageUrl: '/files/cua-a.png' } });
    const removed = await agentA.put('/api/setting').set('If-Match', 'W/"1"').send({ id: mine.body.id, type: 'header_background', setting: { imageUrl: null } }).expect(200);
    expect(removed.body).toMatchObject({ source: 'own', version: 2, setting: { imageUrl: null } });

    expect((await agentB.get('/api/setting/header_background')).body).toMatchObject({ source: 'default', setting: { imageUrl: '/files/mac-dinh.png' } });
    expect((await t.http().get('/api/public/setting/header_background')).body.setting).toEqual({ imageUrl: '/files/mac-dinh.png' });
    expect((await admin.get('/api/setting/header_background')).body).toMatchObject({ id: byDefault.body.id, scope: 'shared', setting: { imageUrl: '/files/mac-dinh.png' } });
    expect((await admin.get('/api/setting/header_background?scope=personal')).body).toMatchObject({ id: null, source: 'default' });
    expect((await agentA.get('/api/setting/header_background?scope=shared')).body).toMatchObject({ scope: 'shared', setting: { imageUrl: '/files/mac-dinh.png' } });
    expect((await agentA.get('/api/setting/header_background?scope=mine')).status).toBe(400);
    expect((await audit(`setting-header_background-${a.id}`)).data.map((e: { actorId: string }) => e.actorId)).toEqual([a.id, a.id]);
    expect((await audit('setting-header_background')).data).toHaveLength(1);
  });

  it("caps a user's own value at 64 kB of JSON and stores nothing larger (issue 23: 1 MB values were accepted 30 times in 11 s)", async () => {
    const a = await t.createUser();
    const agent = await t.signIn(a.username, a.password);
    const TOO_LARGE = { status: 422, code: 'PERSONAL_SETTING_TOO_LARGE', message: 'Cài đặt cá nhân quá lớn: tối đa 64 kB.' };
    const outcome = (response: { status: number; body: { code?: string; message?: string } }) => ({ status: response.status, code: response.body.code, message: response.body.message });
    // A value of exactly `bytes` bytes as JSON.
    const sized = (bytes: number) => ({ imageUrl: '/files/nen.png', padding: 'x'.repeat(bytes - JSON.stringify({ imageUrl: '/files/nen.png', padding: '' }).length) });

    expect(outcome(await agent.post('/api/setting').send({ type: 'header_background', setting: sized(1_000_000) }))).toEqual(TOO_LARGE);
    expect(outcome(await agent.post('/api/setting').send({ type: 'header_background', setting: sized(65_537) }))).toEqual(TOO_LARGE);
    expect((await audit(`setting-header_background-${a.id}`)).data).toEqual([]);
    const fits = await agent.post('/api/setting').send({ type: 'header_background', setting: sized(65_536) }).expect(201);
    expect(outcome(await agent.put('/api/setting').send({ id: fits.body.id, type: 'header_background', setting: sized(900_000) }))).toEqual(TOO_LARGE);
    expect((await audit(`setting-header_background-${a.id}`)).data).toHaveLength(1);

    // A shared value (the admins') is not a personal one: the homepage's images, say, may be larger.
    await (await t.signInAdmin()).post('/api/setting').send({ type: 'homepage_images', setting: sized(100_000) }).expect(201);
  });

  it("shows TEMPLATE_AI_SETTING as the shared templates plus the caller's own, and lets a user write only their own", async () => {
    const admin = await t.signInAdmin();
    const a = await t.createUser({ email: 'hoc-vien-a@gmail.com' });
    const b = await t.createUser({ email: 'hoc-vien-b@gmail.com' });
    const [agentA, agentB] = [await t.signIn(a.username, a.password), await t.signIn(b.username, b.password)];
    // A list saved the original way: one shared template and one of B's, marked with B's e-mail.
    const shared = [
      { key: 'tin-tuc', label: 'Tóm tắt tin tức', template: 'Tóm tắt tin về &&&' },
      { key: 'cua-b', label: 'Mẫu riêng của B', template: 'Bí mật của B &&&', userEmail: 'hoc-vien-b@gmail.com' },
    ];
    await admin.post('/api/setting').send({ type: 'TEMPLATE_AI_SETTING', setting: shared }).expect(201);
    const read = await agentA.get('/api/setting/TEMPLATE_AI_SETTING').expect(200);
    expect(read.body).toMatchObject({ id: null, version: 0, scope: 'personal', setting: [shared[0]] });
    expect(JSON.stringify(read.body)).not.toContain('hoc-vien-b');
    const sharedOnly = await agentA.get('/api/setting/TEMPLATE_AI_SETTING?scope=shared').expect(200);
    expect(sharedOnly.body).toMatchObject({ scope: 'shared', setting: [shared[0]] });

    const refused = await agentA.put('/api/setting').send({ id: 'x', type: 'TEMPLATE_AI_SETTING', scope: 'shared', setting: [] });
    expect(refused.status).toBe(403);
    const forged = await agentA.post('/api/setting').send({ type: 'TEMPLATE_AI_SETTING', setting: [{ key: 'gia', userEmail: 'hoc-vien-b@gmail.com' }] });
    expect(forged.status).toBe(403);
    expect(forged.body.message).toBe('Bạn chỉ có thể lưu mẫu của chính mình.');

    const own = { key: 'cua-a', label: 'Mẫu của A', template: 'Phân tích &&&', userEmail: 'hoc-vien-a@gmail.com' };
    const saved = await agentA.post('/api/setting').send({ type: 'TEMPLATE_AI_SETTING', setting: [...read.body.setting, own] }).expect(201);
    expect(saved.body).toMatchObject({ scope: 'personal', version: 1, setting: [shared[0], own] });
    // Stored one template per event, never as the list (issue 23).
    expect((await audit(`setting-TEMPLATE_AI_SETTING-${a.id}`)).data).toEqual([
      expect.objectContaining({ type: 'PromptTemplateAdded', data: { settingId: saved.body.id, ownerId: a.id, key: 'cua-a', template: own } }),
    ]);
    expect((await audit('setting-TEMPLATE_AI_SETTING')).data.map((entry: { type: string; data: { key: string } }) => [entry.type, entry.data.key])).toEqual([
      ['PromptTemplateAdded', 'cua-b'],
      ['PromptTemplateAdded', 'tin-tuc'],
    ]);

    const seenByB = await agentB.get('/api/setting/TEMPLATE_AI_SETTING').expect(200);
    expect(seenByB.body.setting).toEqual([shared[0], shared[1]]);
    expect(JSON.stringify(seenByB.body)).not.toContain('hoc-vien-a');
    expect((await admin.get('/api/setting/TEMPLATE_AI_SETTING')).body).toMatchObject({ scope: 'shared', setting: shared });
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
    const learner = await t.createUser();
    const adminSocket = await openTestSocket(`ws://127.0.0.1:${port}/ws`, { cookie: await t.sessionCookie(ADMIN.username, ADMIN.password) });
    const learnerSocket = await openTestSocket(`ws://127.0.0.1:${port}/ws`, { cookie: await t.sessionCookie(learner.username, learner.password) });
    await expect(openTestSocket(`ws://127.0.0.1:${port}/ws`, {})).rejects.toThrow();
    adminSocket.send('admin.queue.subscribe', {});
    learnerSocket.send('admin.queue.subscribe', {});
    await adminSocket.next('room.joined');
    await learnerSocket.next('error');

    await (await t.signInAdmin()).post('/api/setting').send({ type: 'REPORT_OVERVIEW', setting: { overview: 'Tổng quan' } }).expect(201);
    expect(await adminSocket.next('setting.saved')).toEqual({ type: 'REPORT_OVERVIEW', version: 1 });

    await (await t.signIn(learner.username, learner.password)).post('/api/setting').send({ type: 'header_background', setting: { imageUrl: '/files/x.png' } }).expect(201);
    expect(await learnerSocket.next('setting.saved')).toEqual({ type: 'header_background', version: 1 });
    expect(learnerSocket.received.filter((m) => m.event === 'setting.saved')).toHaveLength(1);
    expect(adminSocket.received.filter((m) => m.event === 'setting.saved')).toHaveLength(1);
    await adminSocket.close();
    await learnerSocket.close();
  });
});
