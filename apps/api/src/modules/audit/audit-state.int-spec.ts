import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventStore } from '@k9/domain';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;
type Recorded = { streamId: string; position: number; readModel: Record<string, unknown> };

/** A small deterministic generator: the same 50 commands on every run. */
const generator = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

/**
 * Issue 36 §2, §5: folding a stream to a position gives the values its read model had at that position, for the fields
 * they share, for content records, users and settings; recorded after each of 50 generated commands.
 */
describe('a record as it was at any moment', () => {
  let t: TestApp;
  let admin: Agent;
  let store: EventStore;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await t.signInAdmin();
    store = t.app.get<EventStore>(EVENT_STORE);
  });
  afterAll(() => t.close());

  const stateAt = async (streamId: string, at: string | number) => (await admin.get(`/api/audit/stream/${encodeURIComponent(streamId)}/state?at=${encodeURIComponent(String(at))}`).expect(200)).body;

  it('folds each stream to each recorded position and finds the read model of that moment', async () => {
    const random = generator(36);
    const contentId = (await admin.post('/api/k9').send({ type: 'news', title: 'Tin gốc', summary: 'Tóm tắt gốc', status: 'draft', isPublic: false }).expect(201)).body.id as number;
    const user = await t.createUser({ username: 'hocvien_dongthoigian' });
    const guideline = await admin.post('/api/setting').send({ type: 'GUIDELINE_SETTING', setting: { text: 'Hướng dẫn 0' } }).expect(201);
    const recorded: Recorded[] = [];
    const content = async () => (await admin.get(`/api/k9/${contentId}`).expect(200)).body;
    const userRow = async () => ((await admin.get('/api/user').expect(200)).body.result as Array<Record<string, unknown>>).find((row) => row.id === user.id)!;
    const setting = async () => (await admin.get('/api/setting/GUIDELINE_SETTING').expect(200)).body;
    let settingVersion = guideline.body.version as number;

    for (let i = 1; i <= 50; i++) {
      const pick = random();
      if (pick < 0.5) {
        const change = [{ title: `Tin lần ${i}` }, { summary: `Tóm tắt lần ${i}` }, { isPublic: random() < 0.5 }, { status: random() < 0.5 ? 'published' : 'draft' }][Math.floor(random() * 4)];
        await admin.put('/api/k9').send({ id: contentId, ...change }).expect(200);
        recorded.push({ streamId: `content-${contentId}`, position: await store.committedHead(), readModel: await content() });
      } else if (pick < 0.75) {
        await admin.put(`/api/user/${user.id}`).send({ ...(await userRow()), name: `Học viên ${i}` }).expect(200);
        recorded.push({ streamId: `user-${user.id}`, position: await store.committedHead(), readModel: await userRow() });
      } else {
        const saved = await admin.put('/api/setting').send({ id: guideline.body.id, type: 'GUIDELINE_SETTING', setting: { text: `Hướng dẫn ${i}` } }).expect(200);
        expect(saved.body.version).toBe(++settingVersion);
        recorded.push({ streamId: 'setting-GUIDELINE_SETTING', position: await store.committedHead(), readModel: await setting() });
      }
    }
    expect(new Set(recorded.map((each) => each.streamId.split('-')[0])).size).toBe(3);

    for (const { streamId, position, readModel } of recorded) {
      const { state, folded } = await stateAt(streamId, position);
      expect(folded.position).toBeLessThanOrEqual(position);
      if (streamId.startsWith('content-')) {
        const fields = state.fields as Record<string, unknown>;
        expect({ position, title: fields.title, summary: fields.summary, isPublic: fields.isPublic, status: fields.status }).toEqual({
          position, title: readModel.title, summary: readModel.summary, isPublic: readModel.isPublic, status: readModel.status,
        });
      } else if (streamId.startsWith('user-')) {
        expect({ position, name: state.name, email: state.email, username: state.username }).toEqual({ position, name: readModel.name, email: readModel.email, username: readModel.username });
        expect(Object.keys(state)).not.toContain('passwordHash');
      } else {
        expect({ position, setting: state.setting }).toEqual({ position, setting: readModel.setting });
      }
    }
  });

  it('does the same for flow configs, questions and AI summaries', async () => {
    const recorded: Recorded[] = [];
    const at = async (streamId: string, readModel: Record<string, unknown>) => recorded.push({ streamId, position: await store.committedHead(), readModel });
    const configId = (await admin.post('/api/aiGenConfigList').send({ name: 'Luồng 0' }).expect(201)).body.data.id as number;
    const config = async () => ((await admin.get('/api/aiGenConfigList').expect(200)).body.data as Array<Record<string, unknown>>).find((row) => row.id === configId)!;
    const questionId = (await admin.post('/api/question').send({ question: 'Câu hỏi 0?', category: 'Tài chính', level: 'elementary' }).expect(201)).body.id as number;
    const question = async () => ((await admin.get('/api/question').expect(200)).body.data as Array<Record<string, unknown>>).find((row) => row.id === questionId)!;
    const summaryId = (await admin.post('/api/ai-summary').send({ info: { title: 'Báo cáo 0', sheetName: 'industry_report' }, summary1: 'Tóm tắt 0', summary2: 'Chi tiết 0', category: 'Ngành', status: 'published' }).expect(201)).body.id as number;
    const summary = async () => (await admin.get(`/api/ai-summary/${summaryId}`).expect(200)).body as Record<string, unknown>;
    for (let i = 1; i <= 5; i++) {
      await admin.put('/api/aiGenConfigList').send({ id: configId, name: `Luồng ${i}` }).expect(200);
      await at(`studio-flow-config-${configId}`, await config());
      const version = (await question()).version as number;
      await admin.put('/api/question').set('If-Match', `W/"${version}"`).send({ id: questionId, question: `Câu hỏi ${i}?`, category: 'Tài chính' }).expect(200);
      await at(`question-${questionId}`, await question());
      const summaryVersion = (await summary()).version as number;
      await admin.put(`/api/ai-summary/${summaryId}`).set('If-Match', `W/"${summaryVersion}"`).send({ summary1: `Tóm tắt ${i}` }).expect(200);
      await at(`ai-summary-${summaryId}`, await summary());
    }
    for (const { streamId, position, readModel } of recorded) {
      const { state } = await stateAt(streamId, position);
      const fields = state.fields as Record<string, unknown>;
      if (streamId.startsWith('studio-flow-config-')) expect({ position, name: fields.name }).toEqual({ position, name: readModel.name });
      else if (streamId.startsWith('question-')) expect({ position, question: fields.question, category: fields.category }).toEqual({ position, question: readModel.question, category: readModel.category });
      else expect({ position, summary1: fields.summary1, status: fields.status }).toEqual({ position, summary1: readModel.summary1, status: readModel.status });
    }
  });

  it('folds to a moment given as a time as it does to the position of that moment', async () => {
    const contentId = (await admin.post('/api/k9').send({ type: 'news', title: 'Trước', summary: 'Tóm tắt' }).expect(201)).body.id as number;
    const atCreation = await stateAt(`content-${contentId}`, await store.committedHead());
    await new Promise((resolve) => setTimeout(resolve, 5));
    await admin.put('/api/k9').send({ id: contentId, title: 'Sau' }).expect(200);
    const byTime = await stateAt(`content-${contentId}`, atCreation.folded.occurredAt);
    expect(byTime.state.fields.title).toBe('Trước');
    expect(byTime.folded.position).toBe(atCreation.folded.position);
    expect((await stateAt(`content-${contentId}`, new Date(Date.now() + 60_000).toISOString())).state.fields.title).toBe('Sau');
    expect(await stateAt(`content-${contentId}`, '2000-01-01T00:00:00Z')).toMatchObject({ folded: null, state: null });
  });

  it('refuses a moment it cannot read and a kind it cannot fold, in Vietnamese', async () => {
    expect((await admin.get('/api/audit/stream/content-1/state').expect(400)).body.message).toBe('Cần chọn thời điểm (at): một vị trí trong nhật ký hoặc một thời gian ISO.');
    expect((await admin.get('/api/audit/stream/content-1/state?at=hom-qua').expect(400)).body.message).toContain('Thời điểm (at)');
    expect((await admin.get('/api/audit/stream/chat-session-1/state?at=5').expect(422)).body.message).toBe('Loại luồng này chưa hỗ trợ xem trạng thái tại một thời điểm.');
  });
});
