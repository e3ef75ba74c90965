import { describe, expect, it } from '@jest/globals';
import type { AuditEventRow } from '@k9/contracts/audit/audit.routes';
import { auditCsv, csvCell } from './audit-csv';

const row = (over: Partial<AuditEventRow>): AuditEventRow => ({
  position: 7, streamId: 'content-3', kind: 'content', kindLabel: 'Nội dung', version: 2, type: 'ContentEdited', label: 'Sửa nội dung', occurredAt: '2026-11-20T03:00:00.000Z',
  actorId: 'a1', actorEmail: 'qt@k9.test', correlationId: 'c1', data: { contentId: 3 }, ...over,
});

describe('the audit log as CSV', () => {
  it("neutralises cells a spreadsheet would run as formulas with a leading '", () => {
    for (const text of ['=HYPERLINK("x")', '+1+1', '-2+3', '@SUM(A1)']) expect(csvCell(text).replace(/^"|"$/g, '')).toMatch(/^'/);
    expect(csvCell('Sửa nội dung')).toBe('Sửa nội dung');
  });

  it('quotes commas, quotes and line breaks, and writes data as JSON', () => {
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('nói "xin chào"')).toBe('"nói ""xin chào"""');
    expect(csvCell({ title: 'Một, hai' })).toBe('"{""title"":""Một, hai""}"');
  });

  it('writes a header and a row per event, UTF-8 with a BOM, the system named where no one acted', () => {
    const csv = auditCsv([row({}), row({ position: 6, actorEmail: null, actorId: null, label: '=cmd|calc' })], 'Hệ thống');
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Vị trí,Lúc,Ai,Mã người làm,Làm gì,Loại sự kiện,Loại đối tượng,Mã luồng,Phiên bản,Mã yêu cầu,Dữ liệu');
    expect(lines[2]).toContain(",Hệ thống,,'=cmd|calc,");
  });
});
