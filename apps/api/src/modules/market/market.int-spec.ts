import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MARKET_LIST_ROUTES, MARKET_ROUTES, type MarketListResponse } from '@k9/contracts';
import { MikroORM } from '@mikro-orm/postgresql';
import { DOCUMENT_DATASETS, MARKET_SEED_STREAM, type EventStore } from '@k9/domain';
import { accessMatrix, signInCallers, type Callers } from '../../../test/helpers/access-matrix.js';
import { startTestApp, type TestApp } from '../../../test/helpers/test-app.js';
import { until } from '../../../test/helpers/until.js';
import { EVENT_STORE } from '../../platform/event-store/event-store.token.js';
import { JobsService } from '../../platform/jobs/jobs.service.js';
import { ProjectionsService } from '../../platform/projections/projections.service.js';
import { MARKET_QUEUE } from './jobs/seed-market.job.js';
import { MarketSeeder } from './market-seeder.js';
import { MARKET_CHANGE_PROJECTION } from './projections/market-change/market-change.projection.js';
import { MARKET_ROW_PROJECTION } from './projections/market-row/market-row.projection.js';

const LIST_ROUTES: string[] = [...Object.values(MARKET_LIST_ROUTES), MARKET_ROUTES.finRatioList];

/** The market lists over the real seed (issue 31 §2-4): one app for the file, seeded once from data/market. */
describe('market data', () => {
  let t: TestApp;
  let callers: Callers;
  /** FPT's fin_ratio rows of three quarters: one edited by the change log test, one by the matrix, one deleted by it. */
  const fpt: Record<'edited' | 'matrixEdited' | 'deleted', string> = { edited: '', matrixEdited: '', deleted: '' };
  const head = async () => ({ head: await t.app.get<EventStore>(EVENT_STORE).committedHead() });
  const get = async (path: string, query: Record<string, string | number> = {}): Promise<MarketListResponse> =>
    (await callers.learner.get(path).query(query).expect(200)).body as MarketListResponse;

  beforeAll(async () => {
    // The real data only: the generated part is market-import.int-spec's (SEED_SAMPLE_MARKET=false skips it).
    t = await startTestApp({ SEED_MARKET: 'true', SEED_SAMPLE_MARKET: 'false' });
    callers = await signInCallers(t);
    const store = t.app.get<EventStore>(EVENT_STORE);
    await until('the market seed is done', async () => (await store.readStream(MARKET_SEED_STREAM)).some((event) => event.type === 'MarketSeedCompleted'), 110_000);
    const quarter = async (date: string) => (await get(MARKET_ROUTES.fin_ratio, { ticker: 'FPT', 'filter[Ngày]': date, 'filter[Kiểu thời gian]': 'Quý' })).data[0].id;
    fpt.edited = await quarter('2022-12-31');
    fpt.matrixEdited = await quarter('2022-09-30');
    fpt.deleted = await quarter('2016-12-31');
  }, 150_000);
  afterAll(() => t.close());

  it('seeds the real data once, as one job of the market queue', async () => {
    expect((await t.app.get(JobsService).counts(MARKET_QUEUE)).completed).toBe(1);
    // A later start finds the seed done and enqueues nothing.
    expect(await t.app.get(MarketSeeder).seed()).toBeNull();
    expect((await get(MARKET_ROUTES.company_info, { pageSize: 1 })).total).toBe(1612);
    expect((await get(MARKET_ROUTES.full_name_company, { pageSize: 1 })).total).toBe(1612);
    expect((await get(MARKET_ROUTES.finRatioList, { 'filter[sample]': 'true' })).total).toBe(0);
    // Nor the generated document reports (sample-documents.int-spec seeds them).
    for (const dataset of DOCUMENT_DATASETS) expect({ dataset, total: (await get(MARKET_ROUTES[dataset], { pageSize: 1 })).total }).toEqual({ dataset, total: 0 });
  });

  it('pages every list: a default page of 50, pageSize 1-500, never the whole table', async () => {
    for (const route of LIST_ROUTES) {
      const first = await get(route);
      expect({ route, size: first.data.length <= 50, pageSize: first.pageSize }).toEqual({ route, size: true, pageSize: 50 });
    }
    const page1 = await get(MARKET_ROUTES.company_event, { pageSize: 7, page: 1 });
    const page2 = await get(MARKET_ROUTES.company_event, { pageSize: 7, page: 2 });
    expect(page1.data).toHaveLength(7);
    expect(page2.total).toBe(page1.total);
    expect(page2.data.map((row) => row.id)).not.toContain(page1.data[0].id);
    expect((await get(MARKET_ROUTES.company_event, { pageSize: 500 })).data).toHaveLength(500);
    for (const pageSize of [0, 501, 'x']) {
      const refused = await callers.learner.get(MARKET_ROUTES.fin_ratio).query({ pageSize }).expect(400);
      expect(JSON.stringify(refused.body)).toContain('Số dòng mỗi trang (pageSize) phải từ 1 đến 500.');
    }
    await callers.learner.get(MARKET_ROUTES.fin_ratio).query({ page: 0 }).expect(400);
  });

  it('sorts by a column or a metric, descending with a leading minus', async () => {
    const byPe = await get(MARKET_ROUTES.fin_ratio, { ticker: 'FPT', sort: '-pe', pageSize: 500 });
    const pes = byPe.data.map((row) => row.data.pe as number).filter((pe) => typeof pe === 'number');
    expect(pes.length).toBeGreaterThan(20);
    expect(pes).toEqual([...pes].sort((a, b) => b - a));
    const byDate = await get(MARKET_ROUTES.fin_ratio, { ticker: 'FPT', sort: 'Ngày', pageSize: 500 });
    const dates = byDate.data.map((row) => String(row.data['Ngày']));
    expect(dates).toEqual([...dates].sort());
  });

  it('answers ticker, sort and filter on every list route', async () => {
    for (const route of LIST_ROUTES) {
      const page = await get(route, { ticker: 'FPT', sort: '-Ngày', pageSize: 500, 'filter[Mã CK]': 'fp' });
      const dates = page.data.map((row) => String(row.data['Ngày'] ?? ''));
      expect({ route, tickers: [...new Set(page.data.map((row) => row.data['Mã CK']))], sorted: dates.join() === [...dates].sort().reverse().join() }).toEqual({
        route,
        tickers: page.total === 0 ? [] : ['FPT'],
        sorted: true,
      });
    }
    // FPT is in every company dataset the real files fill.
    for (const route of [MARKET_ROUTES.company_info, MARKET_ROUTES.full_name_company, MARKET_ROUTES.fin_ratio, MARKET_ROUTES.bctc_consol, MARKET_ROUTES.company_report, MARKET_ROUTES.company_event]) {
      expect({ route, found: (await get(route, { ticker: 'FPT' })).total > 0 }).toEqual({ route, found: true });
    }
  });

  it('filters on any column, in any case', async () => {
    const software = await get(MARKET_ROUTES.company_info, { 'filter[Ngành cấp 4]': 'phần mềm', pageSize: 500 });
    expect(software.total).toBeGreaterThan(3);
    expect(software.total).toBeLessThan(1612);
    for (const row of software.data) expect(String(row.data['Ngành cấp 4']).toLowerCase()).toContain('phần mềm');
    const hose = await get(MARKET_ROUTES.full_name_company, { 'filter[Sàn]': 'HOSE', 'filter[Tên công ty]': 'ngân hàng', pageSize: 500 });
    expect(hose.data.map((row) => row.data['Mã CK'])).toContain('VCB');
    for (const row of hose.data) expect(row.data['Sàn']).toBe('HOSE');
    await callers.learner.get(MARKET_ROUTES.company_info).query({ [`filter[${'x'.repeat(101)}]`]: 'a' }).expect(400);
  });

  it('finds a ticker exactly, in any case, and VCB in the bank family only', async () => {
    const vcb = await get(MARKET_ROUTES.fin_ratio_nganhang, { ticker: 'vcb', pageSize: 500 });
    expect(vcb.total).toBeGreaterThan(30);
    for (const row of vcb.data) expect(row.data['Mã CK']).toBe('VCB');
    for (const route of [MARKET_ROUTES.fin_ratio, MARKET_ROUTES.fin_ratio_baohiem, MARKET_ROUTES.fin_ratio_chungkhoan]) expect((await get(route, { ticker: 'VCB' })).total).toBe(0);
    const all = await get(MARKET_ROUTES.finRatioList, { ticker: 'VCB', pageSize: 500 });
    expect(all.total).toBe(vcb.total);
    expect(new Set(all.data.map((row) => row.dataset))).toEqual(new Set(['fin_ratio_nganhang']));
    expect((await get(MARKET_ROUTES.fin_ratio, { ticker: 'FP' })).total).toBe(0);
    await callers.learner.get(MARKET_ROUTES.fin_ratio).query({ ticker: 'VCB;--' }).expect(400);
  });

  it('gives every real row its source and date, flags extreme values and makes nothing up', async () => {
    const quarter = (await get(MARKET_ROUTES.fin_ratio_nganhang, { ticker: 'VCB', 'filter[Ngày]': '2022-12-31' })).data[0];
    expect(quarter).toMatchObject({ sample: false, URL: null, data: { 'Kiểu thời gian': 'Quý' } });
    // SOURCES.md's check: VCB Q4 2022 P/E 14.3, ROE 23.6%.
    expect(quarter.data.pe).toBeCloseTo(14.3, 1);
    expect(quarter.data.roe).toBeCloseTo(23.6, 1);
    expect(quarter.source).toContain('FiinTrade qua SSI iBoard');
    expect(quarter.source).toContain('computed');
    expect(quarter.asOf).toContain('quý 3/2023');
    expect(typeof quarter.data.nim).toBe('number');
    const pvd = (await get(MARKET_ROUTES.fin_ratio, { ticker: 'PVD', sort: '-pe', pageSize: 1 })).data[0];
    expect(pvd.data.pe).toBeGreaterThan(1000);
    expect(pvd.flags).toContain('pe');
    const report = (await get(MARKET_ROUTES.company_report, { ticker: 'FPT' })).data;
    expect(report.length).toBeGreaterThan(0);
    for (const row of report) expect(row).toMatchObject({ URL: null, name: null, sample: false, data: { 'Tên báo cáo': null } });
    for (const route of LIST_ROUTES) {
      const page = await get(route, { pageSize: 20 });
      for (const row of page.data) expect({ route, source: !!row.source, asOf: !!row.asOf, sample: row.sample }).toEqual({ route, source: true, asOf: true, sample: false });
    }
  });

  it('logs an edit that changes 3 values as one change log entry, matched to the row by its key', async () => {
    const before = (await callers.admin.get(MARKET_ROUTES.fin_ratio).query({ ticker: 'FPT', 'filter[Ngày]': '2022-12-31', 'filter[Kiểu thời gian]': 'Quý' }).expect(200)).body.data[0];
    const data = { ...before.data, pe: 20, roe: 30, roa: 10, 'Mã CK': 'VNM' };
    const edited = await callers.admin.put(MARKET_ROUTES.row('fin_ratio', fpt.edited)).send({ data }).expect(200);
    expect(edited.body.data).toMatchObject({ id: fpt.edited, data: { 'Mã CK': 'FPT', pe: 20, roe: 30, roa: 10 }, sample: false });
    expect(edited.body.data.source).toBe('FiinTrade qua SSI iBoard; chỉnh sửa bởi quantri');
    const log = (await callers.admin.get(MARKET_ROUTES.changes).query({ dataset: 'fin_ratio', ticker: 'fpt' }).expect(200)).body;
    expect(log.total).toBe(1);
    expect(log.data[0]).toMatchObject({ maCK: 'FPT', ngay: '2022-12-31', sheet: 'fin_ratio', rowId: fpt.edited, key: 'FPT|2022-Q4', origin: 'edit', actorName: 'quantri' });
    expect(log.data[0].changes).toEqual([
      { field: 'pe', oldValue: before.data.pe, newValue: 20 },
      { field: 'roe', oldValue: before.data.roe, newValue: 30 },
      { field: 'roa', oldValue: before.data.roa, newValue: 10 },
    ]);
    // The same values again change nothing and log nothing.
    await callers.admin.put(MARKET_ROUTES.row('fin_ratio', fpt.edited)).send({ data }).expect(200);
    expect((await callers.admin.get(MARKET_ROUTES.changes).query({ dataset: 'fin_ratio', ticker: 'FPT' }).expect(200)).body.total).toBe(1);
  });

  it('refuses bad edits in Vietnamese, storing nothing', async () => {
    const before = await head();
    const bad = await callers.admin.put(MARKET_ROUTES.row('fin_ratio', fpt.edited)).send({ data: 'pe=1' }).expect(400);
    expect(JSON.stringify(bad.body)).toContain('Vui lòng gửi dữ liệu của dòng (data)');
    const wide = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`cot_${i}`, i]));
    expect(JSON.stringify((await callers.admin.put(MARKET_ROUTES.row('fin_ratio', fpt.edited)).send({ data: wide }).expect(400)).body)).toContain('Dữ liệu của dòng quá lớn');
    await callers.admin.put(MARKET_ROUTES.row('fin_ratio', fpt.edited)).send({ data: { pe: { x: 1 } } }).expect(400);
    expect((await callers.admin.put(`/api/market/khong_co/${fpt.edited}`).send({ data: {} }).expect(404)).body.message).toBe('Không có bộ dữ liệu "khong_co".');
    // A row of another dataset is not found under this one.
    expect((await callers.admin.delete(MARKET_ROUTES.row('fin_ratio_nganhang', fpt.edited)).expect(404)).body.message).toBe('Không tìm thấy dòng dữ liệu.');
    await callers.admin.get(MARKET_ROUTES.changes).query({ dataset: 'khong_co' }).expect(400);
    expect(await head()).toEqual(before);
  });

  describe('access', () => {
    let fptTotal = 0;
    accessMatrix({
      callers: () => callers,
      snapshot: head,
      rows: [
        ...LIST_ROUTES.map((route) => ({ name: `GET ${route}`, call: (a: Callers['admin']) => a.get(route).query({ pageSize: 1 }), expect: { visitor: 401, learner: 200, expired: 403, admin: 200 } })),
        { name: 'GET /api/market/changes', call: (a) => a.get(MARKET_ROUTES.changes), expect: { visitor: 401, learner: 403, expired: 403, admin: 200 } },
        {
          name: 'PUT /api/market/{dataset}/{rowId}',
          call: (a) => a.put(MARKET_ROUTES.row('fin_ratio', fpt.matrixEdited)).send({ data: { pe: 1 } }),
          expect: { visitor: 401, learner: 403, expired: 403, admin: 200 },
          writes: true,
        },
        {
          name: 'DELETE /api/market/{dataset}/{rowId}',
          call: async (a) => {
            fptTotal = (await callers.admin.get(MARKET_ROUTES.fin_ratio).query({ ticker: 'FPT' })).body.total;
            return a.delete(MARKET_ROUTES.row('fin_ratio', fpt.deleted));
          },
          expect: { visitor: 401, learner: 403, expired: 403, admin: 200 },
          writes: true,
        },
      ] as Parameters<typeof accessMatrix>[0]['rows'],
      afterCall: async ({ row, who }) => {
        if (who !== 'admin' || !row.name.startsWith('DELETE')) return;
        // The deleted row is gone from its list at once.
        const after = (await callers.admin.get(MARKET_ROUTES.fin_ratio).query({ ticker: 'FPT', pageSize: 500 })).body;
        expect(after.total).toBe(fptTotal - 1);
        expect(after.data.map((r: { id: string }) => r.id)).not.toContain(fpt.deleted);
      },
    });
  });

  it('rebuilds the rows and the change log from the events into what the live read models hold', async () => {
    const orm = t.app.get(MikroORM);
    const projections = t.app.get(ProjectionsService);
    const snapshot = async () => {
      const connection = orm.em.fork().getConnection();
      return {
        rows: await connection.execute(`SELECT md5(string_agg(row::text, ',' ORDER BY id)) AS digest, count(*)::int AS n FROM market_row AS row`),
        changes: await connection.execute(`SELECT * FROM market_change AS row ORDER BY id`),
      };
    };
    const live = await snapshot();
    expect(live.changes).toHaveLength(2);
    for (const name of [MARKET_ROW_PROJECTION, MARKET_CHANGE_PROJECTION]) await projections.rebuild(name);
    expect(await snapshot()).toEqual(live);
  });
});
