import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { MARKET_ROUTES, type MarketListResponse, type MarketRowRecord } from '@k9/contracts';
import { DOCUMENT_DATASETS, MARKET_SEED_STREAM, type DocumentDataset, type EventStore } from '@k9/domain';
import { signInCallers, type Callers } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';
import { AppConfig } from '../../config/app-config.js';
import { EVENT_STORE, PG_POOL } from '../../platform/event-store/event-store.token.js';
import { UnclaimedUploads } from '../storage/unclaimed-uploads.js';
import { SeedMarketJob } from './jobs/seed-market.job.js';

const DAY_MS = 24 * 3_600_000;

/**
 * The generated sample document reports (issue 31 §2): the seed stores the sample PDFs of data/market/sample-reports
 * once and lists them in the four document datasets as sample rows, so the OCR tool has documents on a fresh install.
 * One company (FPT) keeps the rest of the seed small.
 */
describe('market sample documents', () => {
  let t: TestApp;
  let callers: Callers;
  let index: Array<{ file: string; dataset: DocumentDataset; title: string }>;
  const store = () => t.app.get<EventStore>(EVENT_STORE);
  const list = async (dataset: DocumentDataset): Promise<MarketListResponse> =>
    (await callers.learner.get(MARKET_ROUTES[dataset]).query({ pageSize: 500, sort: 'Ngày' }).expect(200)).body as MarketListResponse;
  const documents = async (): Promise<MarketRowRecord[]> => (await Promise.all(DOCUMENT_DATASETS.map(list))).flatMap((page) => page.data);
  const storedFiles = async () =>
    (await t.app.get<pg.Pool>(PG_POOL).query<{ key: string; claimed: boolean }>(`SELECT key, claimed_at IS NOT NULL AS claimed FROM storage_upload WHERE uploaded_by = 'system' ORDER BY key`)).rows;
  const rerunSeed = () =>
    t.app.get(SeedMarketJob).handle({ correlationId: 're-run' }, { jobId: 're-run', attempt: 2, ownerId: null, signal: new AbortController().signal, progress: async () => undefined });

  beforeAll(async () => {
    t = await startTestApp({ SEED_MARKET: 'true', MARKET_SEED_TICKERS: 'FPT' });
    callers = await signInCallers(t);
    await until('the market seed is done', async () => (await store().readStream(MARKET_SEED_STREAM)).some((event) => event.type === 'MarketSeedCompleted'), 60_000);
    index = JSON.parse(await readFile(join(t.app.get(AppConfig).marketDataDir, 'sample-reports', 'index.json'), 'utf8'));
  }, 90_000);
  afterAll(() => t.close());

  it('lists three generated documents in each document dataset, marked sample, with name, type and a /files URL', async () => {
    expect(index).toHaveLength(12);
    for (const dataset of DOCUMENT_DATASETS) {
      const page = await list(dataset);
      const titles = index.filter((entry) => entry.dataset === dataset).map((entry) => entry.title);
      expect({ dataset, total: page.total, names: page.data.map((row) => row.name).sort() }).toEqual({ dataset, total: 3, names: [...titles].sort() });
      for (const row of page.data) {
        expect(row).toMatchObject({ dataset, sample: true, name: row.data['Tên báo cáo'], source: expect.stringContaining('Dữ liệu mẫu'), data: { 'Ngày': expect.stringMatching(/^2025-/) } });
        expect(row.type).toBe(row.data['Loại báo cáo']);
        expect(row.URL).toMatch(/^\/files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.pdf$/);
      }
    }
    expect((await list('IR_report')).data.map((row) => row.data['Mã CK']).sort()).toEqual(['FPT', 'HPG', 'VNM']);
    expect((await list('industry_report')).data[0]).toMatchObject({ type: 'Báo cáo ngành', data: { 'Ngành': 'Ngân hàng' } });
  });

  it('serves each document to a signed-in learner as the PDF in the repository, and to nobody else', async () => {
    const rows = await documents();
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const response = await callers.learner.get(row.URL!).buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
      expect({ url: row.URL, status: response.status, type: response.headers['content-type'] }).toEqual({ url: row.URL, status: 200, type: expect.stringContaining('application/pdf') });
      const body = response.body as Buffer;
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const file = index.find((entry) => entry.title === row.name)!.file;
      expect(body.equals(await readFile(join(t.app.get(AppConfig).marketDataDir, 'sample-reports', file)))).toBe(true);
    }
    // Not for visitors, nor for an account that is blocked (as the lists are not): the same 404 as a missing file.
    await callers.visitor.get(rows[0].URL!).expect(404);
    await callers.expired.get(rows[0].URL!).expect(404);
    await callers.admin.get(rows[0].URL!).expect(200);
  });

  it('keeps the stored files: the rows claim them, so the clean-up of unclaimed uploads never removes them', async () => {
    const files = await storedFiles();
    expect(files).toHaveLength(12);
    expect(files.every((file) => file.claimed)).toBe(true);
    expect(await t.app.get(UnclaimedUploads).remove(Date.now() + 2 * DAY_MS, null)).toBe(0);
    await callers.learner.get((await documents())[0].URL!).expect(200);
  });

  it('stores nothing twice when the seed runs again: the same files, the same rows', async () => {
    const before = { rows: (await documents()).map((row) => [row.id, row.URL]).sort(), files: await storedFiles(), head: await store().head() };
    await rerunSeed();
    const after = { rows: (await documents()).map((row) => [row.id, row.URL]).sort(), files: await storedFiles() };
    expect(after).toEqual({ rows: before.rows, files: before.files });
    // Nothing new was written: no upload, no row event.
    const written = (await store().readAll({ after: before.head, limit: 1000 })).map((event) => event.type);
    expect(written.filter((type) => type === 'FileUploaded' || type === 'MarketRowsImported')).toEqual([]);
  });

  it('goes with the other sample data in the admin’s one deletion', async () => {
    // FPT's 8 generated quarters and the 12 documents.
    expect((await callers.admin.post(MARKET_ROUTES.deleteSamples).expect(200)).body).toEqual({ success: true, deleted: 20 });
    for (const dataset of DOCUMENT_DATASETS) expect({ dataset, total: (await list(dataset)).total }).toEqual({ dataset, total: 0 });
    // The files stay stored (claimed for good, as every file a record once named).
    expect((await storedFiles()).length).toBe(12);
  });
});
