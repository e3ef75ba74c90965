import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { CONTEXTS } from '../contexts.js';
import { UploadsRepository } from '../modules/storage/uploads.repository.js';
import { THROWAWAY_MESSAGE, throwawayContext } from '../../test/fixtures/throwaway-feature/throwaway.context.js';
import type { Agent } from '../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../test/helpers/test-app.js';
import { benchSuitesOf } from './benches.js';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const DAY = 24 * 60 * 60 * 1000;

/**
 * Issue 25 §1: a feature plugs in by declaring what it contributes. The throwaway feature (test/fixtures) touches no
 * shared file: the app is given its context beside CONTEXTS, and it gets its setting type, its file claims, its
 * content-list filter and its bench group.
 */
describe('a feature registered only through its context file', () => {
  let t: TestApp;
  let admin: Agent;
  let learner: Agent;

  beforeAll(async () => {
    t = await startTestApp({}, { contexts: [...CONTEXTS, throwawayContext] });
    admin = await t.signInAdmin();
    const user = await t.createUser({ username: 'hoc-vien-thu' });
    learner = await t.signIn(user.username, user.password);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('gets its setting type, with its policy and its own validation', async () => {
    const refused = await admin.post('/api/setting').send({ type: 'THROWAWAY_SETTING', setting: { limit: 99 } });
    expect([refused.status, refused.body.message]).toEqual([422, THROWAWAY_MESSAGE]);
    expect((await learner.post('/api/setting').send({ type: 'THROWAWAY_SETTING', setting: { limit: 3 } })).status).toBe(403);
    await admin.post('/api/setting').send({ type: 'THROWAWAY_SETTING', setting: { limit: 3, extra: 'bỏ đi' } }).expect(201);
    const read = await learner.get('/api/setting/THROWAWAY_SETTING').expect(200);
    expect(read.body.setting).toEqual({ limit: 3 });
    // Not public: a visitor learns nothing.
    expect((await t.http().get('/api/public/setting/THROWAWAY_SETTING')).status).toBe(404);
  });

  it('gets its events counted as file claims: a file one of them names is kept', async () => {
    const uploaded = await learner.post('/api/upload-many-file?purpose=image').attach('files', PNG, 'anh.png').expect(201);
    const url: string = uploaded.body.files[0].url;
    const uploads = t.app.get(UploadsRepository);
    const unclaimedKeys = async () => (await uploads.unclaimed(Date.now() + 2 * DAY, 100)).map((upload) => `/files/${upload.key}`);
    expect(await unclaimedKeys()).toContain(url);
    await learner.post('/api/throwaway/notes').send({ imageUrl: url }).expect(201);
    expect(await unclaimedKeys()).not.toContain(url);
  });

  it('gets its filter in the one list query: the list, its total and its facets agree', async () => {
    await admin.post('/api/k9').send({ type: 'story', title: 'Câu chuyện thử', status: 'published' }).expect(201);
    const all = await learner.get('/api/k9/type/story').expect(200);
    expect(all.body.total).toBe(1);
    const none = await learner.get('/api/k9/type/story').query({ throwaway: 'none' }).expect(200);
    expect([none.body.total, none.body.data]).toEqual([0, []]);
  });

  it('gets its bench group, which runs and prints its figure', async () => {
    const suites = benchSuitesOf([...CONTEXTS, throwawayContext]);
    expect(suites.map((suite) => suite.name)).toContain('throwaway');
    expect(benchSuitesOf(CONTEXTS).map((suite) => suite.name)).not.toContain('throwaway');
    const suite = suites.find((entry) => entry.name === 'throwaway')!;
    const printed = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const module = (await import(`../../../../${suite.module}`)) as Record<string, () => Promise<void>>;
      await module[suite.run]();
      expect(printed).toHaveBeenCalledWith('throwaway_answer 42 answers  # a fixture');
    } finally {
      printed.mockRestore();
    }
  });

  it('is absent from an app without its context', async () => {
    const plain = await startTestApp({ DATABASE_URL: t.databaseUrl });
    try {
      const other = await plain.signInAdmin();
      expect((await other.post('/api/setting').send({ type: 'THROWAWAY_SETTING', setting: { limit: 3 } })).status).toBe(404);
      expect((await other.post('/api/throwaway/notes').send({ imageUrl: '/files/x' })).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
