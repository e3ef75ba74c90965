import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_PROMPT_TEMPLATES, type EventStore } from '@k9/domain';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

type Row = { key: string; label: string; template: string; defaultAdvisor?: string; userEmail?: string; type: 'shared' | 'personal' };

describe('Prompt templates (spec 1 §2.8, §5, §6; TEMPLATE_AI_SETTING)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const head = () => t.app.get<EventStore>(EVENT_STORE).committedHead();
  const learner = async (email: string) => {
    const user = await t.createUser({ email });
    return { ...user, agent: await t.signIn(user.username, user.password) };
  };
  const keys = (rows: Row[]) => rows.map((row) => row.key);

  it("offers the built-in templates and the fallback advisor 'Chọn Advisor' / 'Analyst' before anything is saved", async () => {
    const lan = await learner('lan.mac-dinh@k9.test');
    const list = (await lan.agent.get('/api/prompt-templates').expect(200)).body;
    expect(list).toEqual({
      success: true,
      data: DEFAULT_PROMPT_TEMPLATES.map((entry) => ({ ...entry, type: 'shared' })),
      advisors: [{ key: 'Chọn Advisor', name: 'Analyst' }],
      canWriteShared: false,
    });
    expect(list.data[0]).toMatchObject({ label: 'Giải thích khái niệm', template: expect.stringContaining('&&&') });
  });

  it("keeps each user's templates their own: nobody else sees, edits or deletes them", async () => {
    const lan = await learner('lan@k9.test');
    const minh = await learner('minh@k9.test');
    const added = await lan.agent.post('/api/prompt-templates').send({ label: ' Ôn tập ', template: 'Tóm tắt &&& thành 5 ý', defaultAdvisor: 'Chọn Advisor', userEmail: 'minh@k9.test' }).expect(201);
    expect(added.body).toMatchObject({ success: true, data: { label: 'Ôn tập', template: 'Tóm tắt &&& thành 5 ý', defaultAdvisor: 'Chọn Advisor', userEmail: 'lan@k9.test', type: 'personal' } });
    const key = added.body.data.key as string;
    await minh.agent.post('/api/prompt-templates').send({ label: 'Của Minh', template: 'Giải thích &&&' }).expect(201);

    const lanRows: Row[] = (await lan.agent.get('/api/prompt-templates').expect(200)).body.data;
    expect(lanRows.filter((row) => row.type === 'personal')).toEqual([{ key, label: 'Ôn tập', template: 'Tóm tắt &&& thành 5 ý', defaultAdvisor: 'Chọn Advisor', userEmail: 'lan@k9.test', type: 'personal' }]);
    const minhRows: Row[] = (await minh.agent.get('/api/prompt-templates').expect(200)).body.data;
    expect(keys(minhRows)).not.toContain(key);
    expect(minhRows.filter((row) => row.type === 'personal').map((row) => row.label)).toEqual(['Của Minh']);

    // Minh cannot overwrite or delete Lan's template: to him it does not exist.
    const before = await head();
    const overwrite = await minh.agent.put(`/api/prompt-templates/${key}`).send({ template: 'Đè lên' });
    expect({ status: overwrite.status, message: overwrite.body.message }).toEqual({ status: 404, message: 'Không tìm thấy template.' });
    expect((await minh.agent.delete(`/api/prompt-templates/${key}`)).status).toBe(404);
    expect(await head()).toBe(before);

    const edited = await lan.agent.put(`/api/prompt-templates/${key}`).send({ template: 'Tóm tắt &&& thành 3 ý' }).expect(200);
    expect(edited.body.data).toMatchObject({ key, label: 'Ôn tập', template: 'Tóm tắt &&& thành 3 ý', type: 'personal' });
    // Minh's list was never touched by Lan's saves.
    expect((await minh.agent.get('/api/prompt-templates')).body.data).toEqual(minhRows);

    // The settings route answers the same merged view.
    const setting = (await lan.agent.get('/api/setting/TEMPLATE_AI_SETTING?scope=personal').expect(200)).body.setting;
    expect(setting).toContainEqual({ key, label: 'Ôn tập', template: 'Tóm tắt &&& thành 3 ý', defaultAdvisor: 'Chọn Advisor', userEmail: 'lan@k9.test' });

    expect((await lan.agent.delete(`/api/prompt-templates/${key}`).expect(200)).body).toEqual({ success: true, key });
    expect(keys((await lan.agent.get('/api/prompt-templates')).body.data)).not.toContain(key);
  });

  it('lets admins write the shared list, which learners read but cannot change', async () => {
    const admin = await t.signInAdmin();
    const lan = await learner('lan.chung@k9.test');
    const shared = await admin.post('/api/prompt-templates').send({ label: 'Chung cho lớp', template: 'Phân tích &&&', shared: true }).expect(201);
    expect(shared.body.data).toMatchObject({ label: 'Chung cho lớp', type: 'shared' });
    expect(shared.body.data).not.toHaveProperty('userEmail');
    const mine = await admin.post('/api/prompt-templates').send({ label: 'Của admin', template: 'Riêng &&&' }).expect(201);
    expect(mine.body.data).toMatchObject({ type: 'personal', userEmail: ADMIN.email });

    const seen: Row[] = (await lan.agent.get('/api/prompt-templates')).body.data;
    expect(keys(seen)).toContain(shared.body.data.key);
    expect(keys(seen)).not.toContain(mine.body.data.key);

    const before = await head();
    for (const [call, message] of [
      [() => lan.agent.put(`/api/prompt-templates/${shared.body.data.key}`).send({ label: 'Của tôi rồi' }), 'Bạn chỉ có thể lưu mẫu của chính mình.'],
      [() => lan.agent.delete(`/api/prompt-templates/${shared.body.data.key}`), 'Bạn chỉ có thể lưu mẫu của chính mình.'],
      [() => lan.agent.post('/api/prompt-templates').send({ label: 'a', template: 'b', shared: true }), 'Chỉ quản trị viên mới có thể lưu template dùng chung.'],
      [() => lan.agent.post('/api/prompt-templates/restore-defaults'), 'Chỉ quản trị viên mới có thể lưu template dùng chung.'],
    ] as const) {
      const refused = await call();
      expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 403, message });
    }
    expect(await head()).toBe(before);

    // Restore defaults: a changed built-in template gets its text back, the admins' other templates stay.
    await admin.put('/api/prompt-templates/giai-thich-khai-niem').send({ template: 'Đã sửa &&&' }).expect(200);
    await admin.delete('/api/prompt-templates/phan-tich-nganh').expect(200);
    const restored = (await admin.post('/api/prompt-templates/restore-defaults').expect(200)).body.data as Row[];
    for (const entry of DEFAULT_PROMPT_TEMPLATES) expect(restored).toContainEqual({ ...entry, type: 'shared' });
    expect(keys(restored)).toContain(shared.body.data.key);
  });

  it('never loses a template when several are saved at once', async () => {
    const admin = await t.signInAdmin();
    const labels = ['Một', 'Hai', 'Ba', 'Bốn', 'Năm'];
    await Promise.all(labels.map((label) => admin.post('/api/prompt-templates').send({ label, template: `${label} &&&`, shared: true }).expect(201)));
    const rows: Row[] = (await admin.get('/api/prompt-templates')).body.data;
    expect(rows.filter((row) => row.type === 'shared' && labels.includes(row.label)).map((row) => row.label).sort()).toEqual([...labels].sort());
  });

  it("refuses a template without name or content: 'Vui lòng điền đầy đủ thông tin!', storing nothing", async () => {
    const lan = await learner('lan.thieu@k9.test');
    const before = await head();
    for (const body of [{ label: '', template: 'x' }, { label: 'x', template: '   ' }, { template: 'x' }, { label: 'x' }]) {
      const refused = await lan.agent.post('/api/prompt-templates').send(body);
      expect({ body, status: refused.status >= 400 && refused.status < 500, message: refused.body.message }).toEqual({ body, status: true, message: 'Vui lòng điền đầy đủ thông tin!' });
    }
    expect((await lan.agent.post('/api/prompt-templates').send({ label: 'x'.repeat(201), template: 'x' })).body.message).toBe('Tên template không được quá 200 ký tự.');
    expect(await head()).toBe(before);
  });

  it("offers ADVISOR_SETTING's advisors by key and name only", async () => {
    const admin = await t.signInAdmin();
    await admin.post('/api/setting').send({ type: 'ADVISOR_SETTING', setting: [{ key: 'cfo', name: 'Giám đốc tài chính', model: 'gpt-4.1', systemMessage: 'Bí mật nội bộ', enableWebsearch: false }] }).expect(201);
    const lan = await learner('lan.advisor@k9.test');
    const list = (await lan.agent.get('/api/prompt-templates').expect(200)).body;
    expect(list.advisors).toEqual([{ key: 'cfo', name: 'Giám đốc tài chính' }]);
    expect(JSON.stringify(list)).not.toContain('Bí mật nội bộ');
  });

  it('lists the template and flow config routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/prompt-templates', '/api/prompt-templates/{key}', '/api/prompt-templates/restore-defaults', '/api/aiGenConfigList', '/api/aiGenConfigList/{id}']),
    );
  });

  it('checks a whole list saved through the generic settings route: a bad one is refused with its message and nothing is stored', async () => {
    const lan = await learner('lan.tu-route-chung@k9.test');
    const save = (setting: unknown) => lan.agent.post('/api/setting').send({ type: 'TEMPLATE_AI_SETTING', scope: 'personal', setting });
    const before = await head();
    expect((await save([{ key: 'a', label: 'Mẫu A', template: '' }]).expect(422)).body.message).toBe('Vui lòng điền đầy đủ thông tin!');
    expect((await save('không phải danh sách').expect(422)).body.message).toBe('Nội dung cài đặt này phải là một danh sách JSON.');
    expect(await head()).toBe(before);
    await save([{ key: 'cua-lan', label: ' Mẫu của Lan ', template: 'Giải thích &&&' }]).expect(201);
    const mine = ((await lan.agent.get('/api/prompt-templates').expect(200)).body.data as Row[]).filter((row) => row.type === 'personal');
    expect(mine).toEqual([{ key: 'cua-lan', label: 'Mẫu của Lan', template: 'Giải thích &&&', userEmail: 'lan.tu-route-chung@k9.test', type: 'personal' }]);
  });
});
