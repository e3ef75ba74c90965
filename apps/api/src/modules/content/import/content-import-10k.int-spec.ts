import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { contentRows, workbookOf } from '../../../../test/helpers/spreadsheets.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';

type Agent = Awaited<ReturnType<TestApp['signIn']>>;

/** Issue 11 §4: "a file of 10,000 rows imports without the page or the server stalling". */
describe('content import of 10,000 rows', () => {
  let t: TestApp;
  let admin: Agent;
  beforeAll(async () => {
    t = await startTestApp({ SEED_SAMPLE_CONTENT: 'false' });
    admin = await t.signInAdmin();
  });
  afterAll(() => t.close());

  const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.get(MikroORM).em.fork().getConnection().execute<T[]>(query, params);
  const total = async (type: string) => (await admin.get(`/api/k9/type/${type}?pageSize=100`).expect(200)).body.total as number;
  const upload = (bytes: Buffer, name: string, type: string) => admin.post(`/api/k9/import/file?type=${type}`).attach('files', bytes, name);

  it('imports 10,000 rows in the background while the server keeps answering, and they are visible', async () => {
    const before = await total('longForm');
    const file = workbookOf(contentRows(10_000));
    const started = Date.now();
    const preview = (await upload(file, 'muoi-nghin.xlsx', 'longForm').expect(201)).body;
    expect(preview).toMatchObject({ totalRows: 10_000, validRows: 10_000, invalidRows: 0 });
    await admin.post(`/api/k9/import/${preview.importId}/confirm`).expect(202);
    let slowest = 0;
    for (;;) {
      const asked = Date.now();
      const state = (await admin.get(`/api/k9/import/${preview.importId}`).expect(200)).body;
      slowest = Math.max(slowest, Date.now() - asked);
      if (state.status === 'completed') {
        // Every row created, none refused on the way (a refused row would be counted here, not lost).
        expect(state).toMatchObject({ created: 10_000, failed: 0, progress: { done: 10_000, total: 10_000 } });
        break;
      }
      expect(state.status).toBe('importing');
      if (Date.now() - started > 110_000) throw new Error('the import took too long');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The server keeps answering while the job runs (a stalled one would answer only after the import).
    expect(slowest).toBeLessThan(5000);
    expect(await total('longForm')).toBe(before + 10_000);
    const search = (await admin.get('/api/k9/type/longForm').query({ search: 'bai hoc kinh doanh so 9999' }).expect(200)).body;
    expect(search.data.map((row: { title: string }) => row.title)).toContain('Bài học kinh doanh số 9999');
    expect((await sql<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE type = 'ContentImported' AND data->>'importId' = ?`, [preview.importId]))[0].n).toBe(10_000);
  }, 120_000);
});
