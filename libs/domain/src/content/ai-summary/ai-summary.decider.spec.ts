import { describe, expect, it } from '@jest/globals';
import { specFor } from '../../shared/decider.testing.js';
import { DEFAULT_EVENT_SIZE_LIMITS, eventBytes } from '../../shared/event-store.port.js';
import type { AiSummaryCommand } from './ai-summary.commands.js';
import { aiSummaryDecider } from './ai-summary.decider.js';
import type { AiSummaryEvent } from './ai-summary.events.js';
import { AI_SUMMARY_MESSAGES } from './ai-summary.messages.js';
import { AI_SUMMARY_LIMITS as L, aiSummaryKindOf, type AiSummaryFields } from './rules/ai-summary-fields.js';
import { parameterTableLabels, validParameterTables } from './rules/parameter-table.js';

const given = specFor(aiSummaryDecider);
const YEAR = 2026;
const fields: AiSummaryFields = {
  info: { title: 'Báo cáo ngành thép quý 3', URLReport: 'https://bao-cao.example/thep.pdf', sheetName: 'industry_report' },
  summary1: 'Ngành thép phục hồi nhẹ.',
  summary2: 'Chi tiết: sản lượng tăng 5%.',
  category: 'Ngành',
  status: 'published',
  tables: [{ id: 't1', name: 'Sản lượng', type: 'quarterly', data: { Q1: '10', Q2: '12' } }],
  fileUrls: ['/files/2026/11/0b7c1a52-6c0e-4f7a-9b1e-3c5d2f8a9e10.pdf'],
};
const created: AiSummaryEvent = { type: 'AiSummaryCreated', data: { summaryId: 7, provenance: { origin: 'admin' }, ...fields } };
const createWith = (over: Record<string, unknown>): AiSummaryCommand => ({
  type: 'CreateAiSummary',
  data: { summaryId: 7, fields: { ...fields, ...over }, provenance: { origin: 'admin' }, year: YEAR },
});
const editWith = (over: Record<string, unknown>, year = YEAR): AiSummaryCommand => ({ type: 'EditAiSummary', data: { summaryId: 7, fields: over, year } });

describe('AI summary', () => {
  describe('when none exists', () => {
    it('creates it with every field', () => given([]).when(createWith({})).then([created]));
    it('trims the title and keeps what a company summary adds to info', () =>
      given([])
        .when(createWith({ info: { title: '  FPT  ', sheetName: 'CompanySummary', searchTerm: 'FPT', companyInfo: true }, tables: [], fileUrls: [] }))
        .then([{ type: 'AiSummaryCreated', data: { summaryId: 7, provenance: { origin: 'admin' }, ...fields, info: { title: 'FPT', sheetName: 'CompanySummary', searchTerm: 'FPT', companyInfo: true }, tables: [], fileUrls: [] } }]));
    it('records where an AI-made report came from', () => {
      const provenance = { origin: 'ai' as const, aiCallId: 'call-1', model: 'gpt-4.1', jobId: 'job-1' };
      given([])
        .when({ type: 'CreateAiSummary', data: { summaryId: 7, fields, provenance, year: YEAR } })
        .then([{ type: 'AiSummaryCreated', data: { summaryId: 7, provenance, ...fields } }]);
    });
    it('requires title, category, status and summary1 (spec 3 §5)', () => {
      given([]).when(createWith({ info: { title: ' ' } })).thenThrows('TITLE_REQUIRED');
      given([]).when(createWith({ info: null })).thenThrows('TITLE_REQUIRED');
      given([]).when(createWith({ category: '' })).thenThrows('CATEGORY_REQUIRED');
      given([]).when(createWith({ category: 'Khác' })).thenThrows('CATEGORY_INVALID');
      given([]).when(createWith({ status: undefined })).thenThrows('STATUS_REQUIRED');
      given([]).when(createWith({ status: 'deleted' })).thenThrows('STATUS_INVALID');
      given([]).when(createWith({ summary1: '   ' })).thenThrows('SUMMARY1_REQUIRED');
      given([]).when(createWith({ summary2: 'x'.repeat(L.summary + 1) })).thenThrows('SUMMARY_TOO_LONG');
    });
    it('takes up to 10 files of the listed types, and only safe addresses', () => {
      const pdf = (n: number) => `/files/2026/11/0b7c1a52-6c0e-4f7a-9b1e-3c5d2f8a9e1${n % 10}.pdf`;
      given([]).when(createWith({ fileUrls: Array.from({ length: 11 }, (_, n) => pdf(n)) })).thenThrows('TOO_MANY_FILES');
      given([]).when(createWith({ fileUrls: ['/files/2026/11/a.exe'] })).thenThrows('FILE_TYPE_INVALID');
      given([]).when(createWith({ fileUrls: ['https://x.example/bao-cao.docx?v=2'] })).then([
        { ...created, data: { ...created.data, fileUrls: ['https://x.example/bao-cao.docx?v=2'] } } as AiSummaryEvent,
      ]);
      given([]).when(createWith({ fileUrls: ['javascript:alert(1)//.pdf'] })).thenThrows('FILE_URL_INVALID');
      given([]).when(createWith({ info: { title: 'x', URLReport: 'javascript:alert(1)' } })).thenThrows('URL_REPORT_INVALID');
    });
    it('checks parameter tables: name, type and the columns of the type', () => {
      const table = (over: Record<string, unknown>) => createWith({ tables: [{ id: 't1', name: 'Bảng', type: 'monthly', data: {}, ...over }] });
      given([]).when(table({ name: ' ' })).thenThrows('TABLE_NAME_REQUIRED');
      given([]).when(table({ type: undefined })).thenThrows('TABLE_TYPE_REQUIRED');
      given([]).when(table({ type: 'weekly' })).thenThrows('TABLE_TYPE_REQUIRED');
      given([]).when(table({ data: { 'Tháng 13': '1' } })).thenThrows('TABLE_LABEL_INVALID');
      given([]).when(table({ type: 'yearly', data: { 'Năm 2023': '1' } })).thenThrows('TABLE_LABEL_INVALID');
      given([]).when(table({ data: { 'Tháng 1': { x: 1 } } })).thenThrows('TABLE_VALUE_INVALID');
      given([]).when(createWith({ tables: [{ id: 'a', name: 'A', type: 'quarterly' }, { id: 'a', name: 'B', type: 'quarterly' }] })).thenThrows('TABLE_ID_DUPLICATE');
    });
    it('refuses an edit or a delete', () => {
      given([]).when(editWith({ summary1: 'x' })).thenThrows('AI_SUMMARY_NOT_FOUND');
      given([]).when({ type: 'DeleteAiSummary', data: { summaryId: 7 } }).thenThrows('AI_SUMMARY_NOT_FOUND');
    });
  });

  describe('when it exists', () => {
    it('refuses a second create', () => given([created]).when(createWith({})).thenThrows('AI_SUMMARY_EXISTS'));
    it('records only the fields that changed', () =>
      given([created])
        .when(editWith({ summary1: 'Mới', status: 'published', info: { sheetName: 'industry_report', URLReport: 'https://bao-cao.example/thep.pdf', title: 'Báo cáo ngành thép quý 3' } }))
        .then([{ type: 'AiSummaryEdited', data: { summaryId: 7, changes: { summary1: 'Mới' } } }]));
    it('records nothing when nothing changed', () => given([created]).when(editWith({ ...fields })).then([]));
    it('checks the edited whole as the form does', () => {
      given([created]).when(editWith({ summary1: '' })).thenThrows('SUMMARY1_REQUIRED');
      given([created]).when(editWith({ category: 'Vĩ mô', status: 'nháp' })).thenThrows('STATUS_INVALID');
    });
    it('keeps the year columns a yearly table was saved with in an earlier year', () => {
      const yearly = { id: 'y', name: 'Doanh thu', type: 'yearly', data: { 'Năm 2024': '1', 'Năm 2025': '2', 'Năm 2026': '3' } };
      const saved = given([created]).when(editWith({ tables: [yearly] }));
      saved.then([{ type: 'AiSummaryEdited', data: { summaryId: 7, changes: { tables: [yearly as never] } } }]);
      const withYearly: AiSummaryEvent = { type: 'AiSummaryEdited', data: { summaryId: 7, changes: { tables: [yearly as never] } } };
      given([created, withYearly]).when(editWith({ summary2: 'Năm sau', tables: [yearly] }, 2027)).then([{ type: 'AiSummaryEdited', data: { summaryId: 7, changes: { summary2: 'Năm sau' } } }]);
      given([created]).when(editWith({ tables: [yearly] }, 2027)).thenThrows('TABLE_LABEL_INVALID');
    });
    it('deletes it, and then it is gone', () => {
      given([created]).when({ type: 'DeleteAiSummary', data: { summaryId: 7 } }).then([{ type: 'AiSummaryDeleted', data: { summaryId: 7 } }]);
      given([created, { type: 'AiSummaryDeleted', data: { summaryId: 7 } }]).when(editWith({ summary1: 'x' })).thenThrows('AI_SUMMARY_NOT_FOUND');
    });
  });

  describe('size: a report is one event, and the store takes at most 256 kB per event (issue 23 §1)', () => {
    /** UTF-8 writes it in 3 bytes: the heaviest a character can be. */
    const WIDE = 'ệ';
    const metadata = { actorId: '0b7c1a52-6c0e-4f7a-9b1e-3c5d2f8a9e10', actorEmail: 'quan-tri@k9.test', correlationId: 'c'.repeat(36), causationId: 'c'.repeat(36), occurredAt: new Date(0).toISOString() };
    const weightOf = (over: Record<string, unknown>) => {
      const [event] = aiSummaryDecider.decide(createWith(over), aiSummaryDecider.initialState());
      return eventBytes({ ...event, metadata });
    };
    /** `{"title":"x","note":"..."}` of `chars` characters as JSON. */
    const infoOf = (chars: number) => ({ title: 'x', note: WIDE.repeat(chars - '{"title":"x","note":""}'.length) });

    it('stores the longest summary or info the form allows, each in an event under the cap', () => {
      for (const over of [{ summary1: WIDE.repeat(L.summary) }, { summary2: WIDE.repeat(L.summary) }, { info: infoOf(L.info) }]) {
        expect(weightOf(over)).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
      }
    });
    it('refuses one character more with the field’s message', () => {
      given([]).when(createWith({ summary1: WIDE.repeat(L.summary + 1) })).thenThrows('SUMMARY_TOO_LONG');
      given([]).when(createWith({ summary2: WIDE.repeat(L.summary + 1) })).thenThrows('SUMMARY_TOO_LONG');
      given([]).when(createWith({ info: infoOf(L.info + 1) })).thenThrows('INFO_INVALID');
      expect(AI_SUMMARY_MESSAGES.summaryTooLong).toBe(`Tóm tắt không được quá ${L.summary.toLocaleString('vi-VN')} ký tự.`);
    });
    it('refuses a report whose fields fit one by one but not one event together, with its own message', () => {
      given([]).when(createWith({ summary1: WIDE.repeat(L.summary), summary2: WIDE.repeat(L.summary) })).thenThrows('RECORD_TOO_LARGE');
      // 50 monthly tables of 500-character values: each value within its own limit.
      const months = parameterTableLabels('monthly', YEAR);
      const tables = Array.from({ length: 50 }, (_, n) => ({ id: `t${n}`, name: `Bảng ${n}`, type: 'monthly', data: Object.fromEntries(months.map((month) => [month, WIDE.repeat(500)])) }));
      given([]).when(createWith({ tables })).thenThrows('RECORD_TOO_LARGE');
      // An edit is held to the same: the report after it must fit.
      given([created]).when(editWith({ summary1: WIDE.repeat(L.summary), summary2: WIDE.repeat(L.summary) })).thenThrows('RECORD_TOO_LARGE');
      expect(AI_SUMMARY_MESSAGES.recordTooLarge).toBe(`Tổng nội dung của báo cáo không được quá ${L.recordBytes / 1024} kB. Vui lòng rút gọn tóm tắt, thông tin báo cáo hoặc bảng tham số.`);
    });
    it('leaves the event’s own fields and metadata 16 kB beside the largest report', () => {
      expect(L.recordBytes + 16 * 1024).toBeLessThanOrEqual(DEFAULT_EVENT_SIZE_LIMITS.eventMaxBytes);
      for (const limit of [L.summary, L.info]) expect(limit * 3).toBeLessThanOrEqual(L.recordBytes);
    });
  });

  describe('rules', () => {
    it('labels the columns of each table type', () => {
      expect(parameterTableLabels('quarterly', YEAR)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
      expect(parameterTableLabels('monthly', YEAR)).toEqual(['Tháng 1', 'Tháng 2', 'Tháng 3', 'Tháng 4', 'Tháng 5', 'Tháng 6', 'Tháng 7', 'Tháng 8', 'Tháng 9', 'Tháng 10', 'Tháng 11', 'Tháng 12']);
      expect(parameterTableLabels('yearly', YEAR)).toEqual(['Năm 2024', 'Năm 2025', 'Năm 2026']);
    });
    it('writes numbers as text and drops empty values', () => {
      expect(validParameterTables([{ id: 1, name: ' Lãi suất ', type: 'quarterly', data: { Q1: 4.5, Q2: '', Q3: null } }], YEAR)).toEqual([
        { id: '1', name: 'Lãi suất', type: 'quarterly', data: { Q1: '4.5' } },
      ]);
    });
    it('sorts company summaries into reportDN, the rest into report', () => {
      expect(aiSummaryKindOf({ sheetName: 'CompanySummary' })).toBe('reportDN');
      expect(aiSummaryKindOf({ sheetName: 'macro_report' })).toBe('report');
      expect(aiSummaryKindOf({})).toBe('report');
    });
  });
});
