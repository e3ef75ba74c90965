import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { MARKET_ROUTES, type MarketImportResponse, type MarketImportStatusResponse, type MarketRowRecord } from '@k9/contracts';
import { MARKET_IMPORT_MESSAGES, MARKET_SEED_STREAM, marketImportDecider, marketImportStreamId, type EventStore, type MarketImportCommand } from '@k9/domain';
import { accessMatrix, ADMIN_ONLY, signInCallers, type Callers } from '../../../../test/helpers/access-matrix.js';
import { workbookOf, zipBomb } from '../../../../test/helpers/spreadsheets.js';
import { startTestApp, type TestApp } from '../../../../test/helpers/test-app.js';
import { until } from '../../../../test/helpers/until.js';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { EVENT_STORE, PG_POOL } from '../../../platform/event-store/event-store.token.js';
import { MarketImportStaging } from './market-import-staging.js';

const csvCell = (value: unknown) => (value === null || value === undefined ? '' : /[",\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
const csvOf = (rows: Array<Record<string, unknown>>) => {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return Buffer.from([columns.join(','), ...rows.map((row) => columns.map((column) => csvCell(row[column])).join(','))].join('\n'));
};

/** Admin imports of a dataset (issue 31 §1 "Imports", §4): over a seed of one company (FPT) to stay quick. */
describe('market imports', () => {
  let t: TestApp;
  let callers: Callers;
  const store = () => t.app.get<EventStore>(EVENT_STORE);
  const stored = async () => {
    const { rows } = await t.app.get<pg.Pool>(PG_POOL).query(`SELECT count(*)::int AS n FROM market_import_row`);
    return { head: await store().committedHead(), staged: rows[0].n as number };
  };
  const upload = (bytes: Buffer, name: string, dataset = 'fin_ratio') => callers.admin.post(`/api/market/${dataset}/import`).attach('files', bytes, name);
  const completed = (importId: string) =>
    until('the import is done', async () => (await store().readStream(marketImportStreamId(importId))).some((event) => event.type === 'MarketImportCompleted'), 60_000);
  /** FPT's real quarters, oldest first (the generated ones follow them from Q4 2023). */
  const fptQuarters = async (): Promise<MarketRowRecord[]> =>
    ((await callers.admin.get(MARKET_ROUTES.fin_ratio).query({ ticker: 'FPT', 'filter[Kiểu thời gian]': 'Quý', sort: 'Ngày', pageSize: 500 }).expect(200)).body.data as MarketRowRecord[]).filter((row) => !row.sample);

  beforeAll(async () => {
    t = await startTestApp({ SEED_MARKET: 'true', MARKET_SEED_TICKERS: 'FPT' });
    callers = await signInCallers(t);
    await until('the market seed is done', async () => (await store().readStream(MARKET_SEED_STREAM)).some((event) => event.type === 'MarketSeedCompleted'), 60_000);
  }, 90_000);
  afterAll(() => t.close());

  it('re-imports a file that changes 3 values: one change log entry per changed row, naming the admin and the file', async () => {
    const before = await fptQuarters();
    expect(before.length).toBe(28);
    const rows = before.slice(0, 5).map((row) => ({ ...row.data }));
    rows[0].pe = 99.5;
    rows[0].roe = 12.5;
    rows[3].roa = 3.25;
    const preview = (await upload(csvOf(rows), 'fpt-chi-so.csv').expect(201)).body as MarketImportResponse;
    expect(preview).toMatchObject({ dataset: 'fin_ratio', fileName: 'fpt-chi-so.csv', totalRows: 5, validRows: 5, invalidRows: 0, droppedRows: 0 });
    expect(preview.preview[0]).toMatchObject({ row: 2, valid: true, data: { 'Mã CK': 'FPT', pe: 99.5 } });
    const confirmed = (await callers.admin.post(MARKET_ROUTES.confirmImport(preview.importId)).expect(202)).body;
    expect(confirmed.jobId).toEqual(expect.any(String));
    // Confirming again is the same import: no second job.
    expect((await callers.admin.post(MARKET_ROUTES.confirmImport(preview.importId)).expect(202)).body.jobId).toBe(confirmed.jobId);
    await completed(preview.importId);
    const log = (await callers.admin.get(MARKET_ROUTES.changes).query({ dataset: 'fin_ratio', ticker: 'FPT' }).expect(200)).body;
    expect(log.total).toBe(2);
    expect(log.data.flatMap((entry: { changes: unknown[] }) => entry.changes)).toHaveLength(3);
    const first = log.data.find((entry: { key: string }) => entry.key === before[0].data['Mã CK'] + '|' + '2016-Q4');
    expect(first).toMatchObject({ origin: 'import', fileName: 'fpt-chi-so.csv', importId: preview.importId, actorName: 'quantri', maCK: 'FPT', ngay: '2016-12-31', rowId: before[0].id });
    expect(first.changes).toEqual([
      { field: 'pe', oldValue: before[0].data.pe, newValue: 99.5 },
      { field: 'roe', oldValue: before[0].data.roe, newValue: 12.5 },
    ]);
    const after = await fptQuarters();
    expect(after.map((row) => row.id)).toEqual(before.map((row) => row.id));
    expect(after[0]).toMatchObject({ source: 'Tệp của quản trị viên: fpt-chi-so.csv', data: { pe: 99.5 } });
    expect(after[10].source).toBe('FiinTrade qua SSI iBoard');
  });

  it('is idempotent: the same file again stores nothing new and logs nothing', async () => {
    const rows = (await fptQuarters()).slice(0, 5).map((row) => row.data);
    const preview = (await upload(csvOf(rows), 'fpt-chi-so.csv').expect(201)).body as MarketImportResponse;
    await callers.admin.post(MARKET_ROUTES.confirmImport(preview.importId)).expect(202);
    await completed(preview.importId);
    const done = (await store().readStream(marketImportStreamId(preview.importId))).find((event) => event.type === 'MarketImportCompleted');
    expect(done?.data).toEqual({ importId: preview.importId, written: 0, unchanged: 5 });
    expect((await callers.admin.get(MARKET_ROUTES.changes).query({ dataset: 'fin_ratio' }).expect(200)).body.total).toBe(2);
  });

  it('reads Excel too, drops rows dated 1970 and lists invalid rows with their reasons', async () => {
    const sheet = workbookOf([
      ['Mã CK', 'Ngày', 'Kiểu thời gian', 'pe'],
      ['VNM', '31/12/2022', 'Quý', '12.1'],
      ['VNM', '1970-01-01', 'Quý', '1'],
      ['VNM', '31/12/2022', 'Tháng', '1'],
      ['', '31/12/2022', 'Năm', '1'],
    ]);
    const preview = (await upload(sheet, 'vnm.xlsx').expect(201)).body as MarketImportResponse;
    expect(preview).toMatchObject({ totalRows: 4, validRows: 1, droppedRows: 1, invalidRows: 2 });
    expect(preview.invalid).toEqual([
      { row: 4, reason: 'Kiểu thời gian phải là "Quý" hoặc "Năm".' },
      { row: 5, reason: 'Thiếu Mã CK để nhận diện dòng dữ liệu.' },
    ]);
  });

  it('generates sample rows only where the real data do not reach, and deletes them all in one action', async () => {
    const all = (await callers.learner.get(MARKET_ROUTES.fin_ratio).query({ ticker: 'FPT', 'filter[Kiểu thời gian]': 'Quý', sort: 'Ngày', pageSize: 500 }).expect(200)).body.data as MarketRowRecord[];
    const samples = all.filter((row) => row.sample);
    // The real quarters reach Q3 2023; the samples cover Q4 2023 to Q3 2025, with the family's 28 metrics.
    expect(samples.map((row) => row.data['Ngày'])).toEqual(['2023-12-31', '2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30']);
    for (const row of samples) expect(row.source).toContain('Dữ liệu mẫu');
    expect(Object.keys(samples[0].data)).toHaveLength(31);
    expect(all.find((row) => row.data['Ngày'] === '2023-09-30')).toMatchObject({ sample: false, source: 'FiinTrade qua SSI iBoard' });
    const deleted = (await callers.admin.post(MARKET_ROUTES.deleteSamples).expect(200)).body;
    // FPT's 8 sample quarters and the 12 generated sample documents (industry, macro, strategy, IR: 3 each).
    expect(deleted).toEqual({ success: true, deleted: 20 });
    expect((await callers.learner.get(MARKET_ROUTES.finRatioList).query({ 'filter[sample]': 'true' }).expect(200)).body.total).toBe(0);
    expect((await fptQuarters()).length).toBe(28);
    expect((await callers.admin.post(MARKET_ROUTES.deleteSamples).expect(200)).body.deleted).toBe(0);
  });

  it('refuses bad files with a Vietnamese 4xx, storing nothing', async () => {
    const before = await stored();
    const header = 'Mã CK,Ngày,Kiểu thời gian,pe\n';
    const huge = Buffer.from(header + 'FPT,2022-12-31,Quý,1\n'.repeat(250_000));
    const cases: Array<[Buffer, string, number, string]> = [
      [Buffer.from('Mã CK,pe\nFPT,1'), 'thieu-cot.csv', 422, 'File của bộ dữ liệu fin_ratio thiếu cột bắt buộc: Ngày, Kiểu thời gian.'],
      [Buffer.from(header), 'chi-header.csv', 422, 'File phải có ít nhất 1 dòng header và 1 dòng dữ liệu!'],
      [Buffer.from('MZ\x90\x00'), 'virus.exe', 400, 'Vui lòng chọn file Excel (.xlsx, .xls, .xlsm) hoặc CSV (.csv)!'],
      [Buffer.from('PK\x03\x04 hỏng'), 'hong.xlsx', 400, 'Không thể đọc file! Vui lòng kiểm tra định dạng file.'],
      [await zipBomb(500), 'bom.xlsx', 413, 'File Excel quá lớn khi giải nén (tối đa 400 MB), không thể đọc.'],
      [huge, 'qua-nhieu.csv', 413, 'File có quá nhiều dòng: tối đa 200.000 dòng dữ liệu mỗi lần import.'],
    ];
    for (const [bytes, name, status, message] of cases) {
      const refused = await upload(bytes, name);
      expect({ name, status: refused.status, message: refused.body.message }).toEqual({ name, status, message });
    }
    expect((await upload(Buffer.from('x'), 'a.csv', 'khong_co')).status).toBe(404);
    const missing = await callers.admin.post(MARKET_ROUTES.confirmImport('00000000-0000-4000-8000-000000000000'));
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: 'Không tìm thấy phiên import (có thể đã hết hạn). Vui lòng tải file lên lại.' });
    expect(await stored()).toEqual(before);
  });

  it('removes the staged rows of finished imports and of previews nobody confirmed, keeping a half-done one for its retry', async () => {
    const staging = t.app.get(MarketImportStaging);
    const halfDone = '11111111-1111-4111-8111-111111111111';
    const row = (await fptQuarters())[0];
    const value = { dataset: 'fin_ratio' as const, key: 'FPT|2016-Q4', ticker: 'FPT', period: '2016-Q4', date: '2016-12-31', data: row.data, url: null, name: null, type: null, source: 'x', asOf: 'y', sample: false, flags: [] };
    await staging.stage(halfDone, [
      { row: 2, valid: true, value },
      { row: 3, valid: true, value },
    ]);
    await staging.markDone(halfDone, [2]);
    expect(await staging.removeStale(new Date(Date.now() + 60_000))).toBeGreaterThan(0);
    const { rows } = await t.app.get<pg.Pool>(PG_POOL).query(`SELECT DISTINCT import_id FROM market_import_row`);
    expect(rows).toEqual([{ import_id: halfDone }]);
  });

  it('tells an admin following an import where it is: previewed, importing with its progress, failed with a reason, done with its counts', async () => {
    const status = async (importId: string) => (await callers.admin.get(MARKET_ROUTES.importById(importId)).expect(200)).body as MarketImportStatusResponse;
    const rows = (await fptQuarters()).slice(5, 9).map((row) => ({ ...row.data, pe: 42 }));
    const preview = (await upload(csvOf([...rows, { ...rows[0], 'Kiểu thời gian': 'Tháng' }]), 'theo-doi.csv').expect(201)).body as MarketImportResponse;
    expect(await status(preview.importId)).toMatchObject({
      importId: preview.importId,
      status: 'prepared',
      dataset: 'fin_ratio',
      fileName: 'theo-doi.csv',
      totalRows: 5,
      validRows: 4,
      invalidRows: 1,
      progress: { done: 0, total: 4 },
      jobId: null,
      preparedBy: 'admin@k9.test',
      confirmedAt: null,
    });
    // The job's steps, one at a time (as it takes them): confirmed, two of the four valid rows stored, then stopped.
    const step = (command: MarketImportCommand) =>
      t.app.get(CommandPath).execute(new DeciderCommand(marketImportDecider, marketImportStreamId(preview.importId), command, { actorId: null, actorEmail: 'admin@k9.test', correlationId: preview.importId, causationId: 'test', occurredAt: new Date().toISOString() }), []);
    await step({ type: 'ConfirmMarketImport', data: { importId: preview.importId } });
    const staging = t.app.get(MarketImportStaging);
    await staging.markDone(preview.importId, (await staging.pending(preview.importId, 2)).map((row) => row.rowNo));
    expect(await status(preview.importId)).toMatchObject({ status: 'importing', progress: { done: 2, total: 4 }, jobId: `import-market-rows.${preview.importId}.1`, confirmedAt: expect.any(String) });
    await step({ type: 'FailMarketImport', data: { importId: preview.importId, reason: MARKET_IMPORT_MESSAGES.importFailed } });
    expect(await status(preview.importId)).toMatchObject({ status: 'failed', failure: 'Có lỗi khi import dữ liệu!', progress: { done: 2, total: 4 } });
    // Confirming again retries: the job stores the two rows left and the import is done, every row visible.
    expect((await callers.admin.post(MARKET_ROUTES.confirmImport(preview.importId)).expect(202)).body.jobId).toBe(`import-market-rows.${preview.importId}.2`);
    await until('the import is done', async () => (await status(preview.importId)).status === 'completed', 60_000);
    expect(await status(preview.importId)).toMatchObject({ status: 'completed', failure: null, written: 2, unchanged: 0, progress: { done: 4, total: 4 }, completedAt: expect.any(String), confirmedBy: 'admin@k9.test' });
    expect((await fptQuarters()).slice(7, 9).map((row) => row.data.pe)).toEqual([42, 42]);

    const missing = await callers.admin.get(MARKET_ROUTES.importById('00000000-0000-4000-8000-000000000000'));
    expect({ status: missing.status, message: missing.body.message }).toEqual({ status: 404, message: 'Không tìm thấy phiên import (có thể đã hết hạn). Vui lòng tải file lên lại.' });
    expect((await callers.admin.get(MARKET_ROUTES.importById('khong-phai-uuid'))).status).toBe(404);
  });

  it('lists the import routes in the OpenAPI document', async () => {
    const document = (await t.http().get('/api/docs-json').expect(200)).body;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/market/{dataset}/import', '/api/market/imports/{importId}/confirm', '/api/market/imports/{importId}']));
  });

  // The admin's own answers to these routes are the tests above.
  describe('access', () => {
    accessMatrix({
      callers: () => callers,
      order: ['visitor', 'learner', 'expired'],
      snapshot: stored,
      rows: [
        { name: 'POST /api/market/{dataset}/import', call: (a) => a.post('/api/market/fin_ratio/import').attach('files', csvOf([{ 'Mã CK': 'FPT', 'Ngày': '2022-12-31', 'Kiểu thời gian': 'Quý', pe: 1 }]), 'a.csv'), expect: ADMIN_ONLY, writes: true },
        { name: 'POST /api/market/delete-samples', call: (a) => a.post(MARKET_ROUTES.deleteSamples), expect: ADMIN_ONLY, writes: true },
        { name: 'POST /api/market/imports/{id}/confirm', call: (a) => a.post(MARKET_ROUTES.confirmImport('00000000-0000-4000-8000-000000000000')), expect: ADMIN_ONLY, writes: true },
        { name: 'GET /api/market/imports/{id}', call: (a) => a.get(MARKET_ROUTES.importById('00000000-0000-4000-8000-000000000000')), expect: ADMIN_ONLY },
      ],
    });
  });
});
