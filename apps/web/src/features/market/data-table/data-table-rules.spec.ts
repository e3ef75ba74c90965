import { describe, expect, it } from '@jest/globals';
import type { OcrQueueView, OcrTaskView } from '@k9/contracts/market/document-summaries';
import { applyOcrSnapshot, dataColumnsOf, DATA_TABLE_DATASETS, filterKindOf, lastUpdate, listParams, rowTasks, runProgress } from './data-table-rules';

const task = (id: string, fields: Partial<OcrTaskView> = {}): OcrTaskView => ({
  id,
  kind: 'row',
  dataset: 'industry_report',
  rowId: `row-${id}`,
  title: `Báo cáo ${id}`,
  state: 'waiting',
  progress: 0,
  error: null,
  summaryId: null,
  ownerId: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});
const view = (tasks: OcrTaskView[]): OcrQueueView => ({ processing: 0, waiting: tasks.length, tasks });

describe('the data-tables page rules (issue 33 §1)', () => {
  it("has the spec's 13 tabs in the spec's order", () => {
    expect(DATA_TABLE_DATASETS).toEqual(['fin_ratio', 'fin_ratio_nganhang', 'fin_ratio_baohiem', 'fin_ratio_chungkhoan', 'company_report', 'industry_report', 'macro_report', 'strategy_report', 'IR_report', 'bctc_consol', 'full_name_company', 'company_info', 'company_event']);
  });

  it("guesses each column's filter from its name: number, date or text", () => {
    for (const name of ['Ngày', 'Ngày khuyến nghị', 'date', 'report_date', 'created_at', 'publishedAt']) expect([name, filterKindOf(name)]).toEqual([name, 'date']);
    for (const name of ['pe', 'P/B', 'ROE', 'EPS', 'Giá mục tiêu', 'Tỷ lệ nợ xấu', 'Tăng trưởng tín dụng %', 'Doanh thu thuần', 'Lợi nhuận sau thuế', 'Tổng tài sản', 'Cổ tức', 'Biên lãi ròng (NIM)', 'revenue', 'Năm'])
      expect([name, filterKindOf(name)]).toEqual([name, 'number']);
    for (const name of ['Mã CK', 'Kiểu thời gian', 'Nguồn', 'Khuyến nghị', 'Tên báo cáo', 'URL báo cáo', 'Sàn', 'name', 'Ngành cấp 1', 'Tiêu đề']) expect([name, filterKindOf(name)]).toEqual([name, 'text']);
  });

  it('takes the dynamic columns from the rows, in the order first met, the row id aside', () => {
    expect(dataColumnsOf([{ data: { ID: 1, 'Mã CK': 'FPT', Ngày: '2025-09-30' } }, { data: { 'Mã CK': 'VCB', pe: 12 } }])).toEqual(['Mã CK', 'Ngày', 'pe']);
  });

  it('asks the server for page size 20 with the sort and the filters', () => {
    expect(listParams({ page: 3, sort: { column: 'Ngày', descending: true }, filters: { 'Mã CK': ' fpt ', pe: '' } })).toEqual({ page: 3, pageSize: 20, sort: '-Ngày', 'filter[Mã CK]': 'fpt' });
    expect(listParams({ page: 1, sort: { column: 'pe', descending: false }, filters: {} })).toEqual({ page: 1, pageSize: 20, sort: 'pe' });
  });

  it("shows each row's newest task of the dataset, and moves it with the job snapshots heard over /ws", () => {
    const older = task('1', { rowId: 'r', state: 'error', createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = task('2', { rowId: 'r', createdAt: '2026-01-02T00:00:00.000Z' });
    const elsewhere = task('3', { dataset: 'macro_report' });
    const held = view([older, newer, elsewhere]);
    expect(rowTasks(held, 'industry_report').get('r')?.id).toBe('2');
    expect(rowTasks(held, 'industry_report').size).toBe(1);
    const snapshot = { queue: 'ocr', jobId: '2', name: 'row', progress: 40, ownerId: 'u1', updatedAt: '' };
    const moved = applyOcrSnapshot(held, { ...snapshot, state: 'progress' });
    expect(moved.tasks[1]).toMatchObject({ state: 'processing', progress: 40 });
    expect(moved.processing).toBe(1);
    expect(applyOcrSnapshot(moved, { ...snapshot, state: 'completed' }).tasks[1]).toMatchObject({ state: 'done', progress: 100 });
    expect(applyOcrSnapshot(held, { ...snapshot, queue: 'voice', state: 'progress' })).toBe(held);
  });

  it('says how many files a run processed once every task of it ended', () => {
    const running = view([task('a', { state: 'done' }), task('b', { state: 'processing' }), task('c', { state: 'error', error: 'Lỗi: Không tải được tệp (HTTP 404).' })]);
    expect(runProgress(running, ['a', 'b', 'c'])).toMatchObject({ finished: false });
    const ended = view(running.tasks.map((each) => (each.id === 'b' ? { ...each, state: 'done' as const } : each)));
    expect(runProgress(ended, ['a', 'b', 'c'])).toMatchObject({ finished: true, done: 2, total: 3 });
    expect(runProgress(ended, [])).toMatchObject({ finished: false });
  });

  it('keeps the change log of the last update only', () => {
    const entry = (id: string, importId: string | null, changedAt: string, origin = 'import') => ({ id, importId, origin, actorName: 'Quản trị', changedAt });
    expect(lastUpdate([entry('3', 'i2', '2026-01-02T10:00:00Z'), entry('2', 'i2', '2026-01-02T10:00:00Z'), entry('1', 'i1', '2026-01-01T10:00:00Z')]).map((each) => each.id)).toEqual(['3', '2']);
    expect(lastUpdate([entry('2', null, '2026-01-02T10:00:30Z', 'edit'), entry('1', null, '2026-01-01T10:00:00Z', 'edit')]).map((each) => each.id)).toEqual(['2']);
    expect(lastUpdate([])).toEqual([]);
  });
});
