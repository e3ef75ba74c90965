import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { COMPANY_REPORT_ROUTES, type CompanyReportRecord } from '@k9/contracts';
import { MARKET_SEED_STREAM, type CompanyReportSettings, type EventStore } from '@k9/domain';
import { ADMIN_ONLY, accessMatrix, signInCallers, type Callers } from '../../../../test/helpers/access-matrix.js';
import { ADMIN, startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { until } from '../../../../test/helpers/until.js';
import { EVENT_STORE } from '../../../platform/event-store/event-store.token.js';

const settings: CompanyReportSettings = {
  valuationTable: { dataSource: 'BCTC', compareColumn: 'Doanh thu thuần', rowCount: 5 },
  financialRatioTable: { dataSource: 'CompanyEvent', compareColumn: 'Loại sự kiện', rowCount: 8 },
  industryComparisonTable: { dataSource: 'CompanyInfo', compareColumn: 'Ngành cấp 4', rowCount: 5 },
};
const withTable = (table: keyof CompanyReportSettings, over: Record<string, unknown>) => ({ ...settings, [table]: { ...settings[table], ...over } });

/** Company report settings (issue 32 §4, spec 3 §2 screen 2, §5): the admins' shared reports, stored as events. */
describe('company reports', () => {
  let t: TestApp;
  let callers: Callers;
  let matrixId: number;
  let doomedId: number;
  const store = () => t.app.get<EventStore>(EVENT_STORE);
  const rowCount = async () => Number((await t.app.get(MikroORM).em.fork().getConnection().execute<Array<{ n: string }>>('SELECT count(*) AS n FROM market_company_report'))[0].n);
  const snapshot = async () => ({ head: await store().committedHead(), rows: await rowCount() });
  const audit = async (id: number) => (await callers.admin.get(`/api/audit/stream/market-company-report-${id}`).expect(200)).body.data as Array<{ type: string; actorEmail: string; data: Record<string, unknown> }>;

  beforeAll(async () => {
    // One company's real rows (FPT), for the company-info columns a report shows.
    t = await startTestApp({ SEED_MARKET: 'true', MARKET_SEED_TICKERS: 'FPT', SEED_SAMPLE_MARKET: 'false' });
    callers = await signInCallers(t);
    await until('the market seed is done', async () => (await store().readStream(MARKET_SEED_STREAM)).some((event) => event.type === 'MarketSeedCompleted'), 30_000);
    matrixId = (await callers.admin.post(COMPANY_REPORT_ROUTES.create).send({ ticker: 'VCB', name: 'Ma trận', settings }).expect(201)).body.data.id;
    doomedId = (await callers.admin.post(COMPANY_REPORT_ROUTES.create).send({ ticker: 'VCB', name: 'Sẽ xóa', settings }).expect(201)).body.data.id;
  }, 40_000);
  afterAll(() => t.close());

  it('lets an admin add a report, set its tables and delete it, each change an event naming the admin', async () => {
    const created = await callers.admin.post(COMPANY_REPORT_ROUTES.create).send({ ticker: ' fpt ', name: ' Báo cáo FPT ', settings: withTable('valuationTable', { rowCount: undefined }), id: 999 }).expect(201);
    const report = created.body.data as CompanyReportRecord;
    expect(report).toMatchObject({ ticker: 'FPT', name: 'Báo cáo FPT', settings, createdBy: ADMIN.email, updatedBy: ADMIN.email, version: 1 });
    expect(report.id).not.toBe(999);
    expect(created.headers.etag).toBe('W/"1"');
    // The company-info columns come with it, with their provenance.
    expect(report.company).toMatchObject({ data: { 'Mã CK': 'FPT', 'Sàn': 'HOSE', 'Ngành cấp 4': expect.any(String) }, source: expect.any(String), asOf: expect.any(String), sample: false });

    const next = withTable('industryComparisonTable', { dataSource: 'BCTC', compareColumn: 'Lợi nhuận sau thuế', rowCount: 100 });
    const edited = await callers.admin.put(COMPANY_REPORT_ROUTES.one(report.id)).send({ settings: next }).expect(200);
    expect(edited.body.data).toMatchObject({ id: report.id, name: 'Báo cáo FPT', settings: next, version: 2 });
    // Nothing changed: no event.
    expect((await callers.admin.put(COMPANY_REPORT_ROUTES.one(report.id)).send({ name: 'Báo cáo FPT' }).expect(200)).body.data.version).toBe(2);
    const stale = await callers.admin.put(COMPANY_REPORT_ROUTES.one(report.id)).set('If-Match', 'W/"1"').send({ name: 'Cũ' });
    expect(stale.status).toBe(412);

    // The read model, as the projection wrote it.
    const [stored] = await t.app.get(MikroORM).em.fork().getConnection().execute(`SELECT ticker, name, settings, created_by, updated_by, version FROM market_company_report WHERE id = ?`, [report.id]);
    expect(stored).toEqual({ ticker: 'FPT', name: 'Báo cáo FPT', settings: next, created_by: ADMIN.email, updated_by: ADMIN.email, version: 2 });

    const listed = (await callers.admin.get(COMPANY_REPORT_ROUTES.list).expect(200)).body;
    expect(listed.data.find((row: CompanyReportRecord) => row.id === report.id)).toMatchObject({ ticker: 'FPT', settings: next, version: 2 });
    // A ticker without a company_info row is kept, its company columns empty.
    expect(listed.data.find((row: CompanyReportRecord) => row.id === matrixId).company).toBeNull();

    expect((await callers.admin.delete(COMPANY_REPORT_ROUTES.one(report.id)).expect(200)).body).toEqual({ success: true, id: report.id });
    expect((await callers.admin.get(COMPANY_REPORT_ROUTES.list).expect(200)).body.data.map((row: CompanyReportRecord) => row.id)).not.toContain(report.id);
    const history = await audit(report.id);
    expect(history.map((entry) => entry.type)).toEqual(['CompanyReportDeleted', 'CompanyReportEdited', 'CompanyReportCreated']);
    expect(history.every((entry) => entry.actorEmail === ADMIN.email)).toBe(true);
    expect(history[1].data).toEqual({ reportId: report.id, changes: { settings: next } });
    const again = await callers.admin.delete(COMPANY_REPORT_ROUTES.one(report.id));
    expect({ status: again.status, message: again.body.message }).toEqual({ status: 404, message: 'Không tìm thấy báo cáo doanh nghiệp!' });
    expect((await callers.admin.put(COMPANY_REPORT_ROUTES.one(report.id)).send({ name: 'x' })).status).toBe(404);
    expect((await callers.admin.put('/api/company-reports/0').send({ name: 'x' })).status).toBe(404);
  });

  it('refuses bad input in Vietnamese and stores nothing', async () => {
    const before = await snapshot();
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ name: 'a', settings }, 'Vui lòng nhập mã chứng khoán!'],
      [{ ticker: '   ', name: 'a', settings }, 'Vui lòng nhập mã chứng khoán!'],
      [{ ticker: 'FPT HOSE', name: 'a', settings }, 'Mã chứng khoán chỉ gồm chữ cái và chữ số, tối đa 10 ký tự!'],
      [{ ticker: 'FPT', settings }, 'Vui lòng nhập tên báo cáo!'],
      [{ ticker: 'FPT', name: 'x'.repeat(201), settings }, 'Tên báo cáo không được quá 200 ký tự!'],
      [{ ticker: 'FPT', name: 'a' }, 'Vui lòng cài đặt đủ ba bảng: định giá, chỉ số tài chính và so sánh cùng ngành!'],
      [{ ticker: 'FPT', name: 'a', settings: { ...settings, financialRatioTable: undefined } }, 'Vui lòng cài đặt đủ ba bảng: định giá, chỉ số tài chính và so sánh cùng ngành!'],
      [{ ticker: 'FPT', name: 'a', settings: withTable('valuationTable', { dataSource: undefined }) }, 'Vui lòng chọn nguồn dữ liệu!'],
      [{ ticker: 'FPT', name: 'a', settings: withTable('valuationTable', { dataSource: 'Excel' }) }, 'Nguồn dữ liệu phải là BCTC, CompanyInfo hoặc CompanyEvent!'],
      [{ ticker: 'FPT', name: 'a', settings: withTable('financialRatioTable', { compareColumn: '  ' }) }, 'Vui lòng chọn cột so sánh!'],
      [{ ticker: 'FPT', name: 'a', settings: withTable('industryComparisonTable', { rowCount: 0 }) }, 'Số dòng phải từ 1 đến 100!'],
      [{ ticker: 'FPT', name: 'a', settings: withTable('industryComparisonTable', { rowCount: 101 }) }, 'Số dòng phải từ 1 đến 100!'],
      [{ ticker: 'FPT', name: 'a', settings: withTable('industryComparisonTable', { rowCount: 2.5 }) }, 'Số dòng phải từ 1 đến 100!'],
    ];
    for (const [body, message] of refusals) {
      const refused = await callers.admin.post(COMPANY_REPORT_ROUTES.create).send(body);
      expect({ body, status: refused.status, message: refused.body.message }).toEqual({ body, status: 400, message });
    }
    // The domain names the table a cleared row count belongs to.
    const cleared = await callers.admin.put(COMPANY_REPORT_ROUTES.one(matrixId)).send({ settings: withTable('financialRatioTable', { rowCount: null }) });
    expect({ status: cleared.status, message: cleared.body.message }).toEqual({ status: 422, message: 'Vui lòng nhập số dòng cho bảng chỉ số tài chính!' });
    const blankName = await callers.admin.put(COMPANY_REPORT_ROUTES.one(matrixId)).send({ name: '' });
    expect({ status: blankName.status, message: blankName.body.message }).toEqual({ status: 400, message: 'Vui lòng nhập tên báo cáo!' });
    expect(await snapshot()).toEqual(before);
  });

  it('lists its four routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(Object.keys(document.paths['/api/company-reports']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/company-reports/{id}']).sort()).toEqual(['delete', 'put']);
    expect(document.paths['/api/company-reports'].post.summary).toContain('rowCount (1-100, mặc định 5)');
  });

  accessMatrix({
    callers: () => callers,
    snapshot,
    rows: [
      { name: 'GET /api/company-reports', call: (a) => a.get(COMPANY_REPORT_ROUTES.list), expect: { ...ADMIN_ONLY, admin: 200 } },
      { name: 'POST /api/company-reports', call: (a) => a.post(COMPANY_REPORT_ROUTES.create).send({ ticker: 'HPG', name: 'Mới', settings }), expect: { ...ADMIN_ONLY, admin: 201 }, writes: true },
      { name: 'PUT /api/company-reports/{id}', call: (a) => a.put(COMPANY_REPORT_ROUTES.one(matrixId)).send({ name: 'Đổi tên' }), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
      { name: 'DELETE /api/company-reports/{id}', call: (a) => a.delete(COMPANY_REPORT_ROUTES.one(doomedId)), expect: { ...ADMIN_ONLY, admin: 200 }, writes: true },
    ],
  });
});
