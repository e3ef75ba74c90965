import type { AuditEventRow } from '@k9/contracts/audit/audit.routes';

/** A cell a spreadsheet would run as a formula starts with one of these: it gets a leading apostrophe (issue 36 §1). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: a formula-looking text neutralised, then quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const AUDIT_CSV_HEADER = ['Vị trí', 'Lúc', 'Ai', 'Mã người làm', 'Làm gì', 'Loại sự kiện', 'Loại đối tượng', 'Mã luồng', 'Phiên bản', 'Mã yêu cầu', 'Dữ liệu'];

/** The filtered log as CSV: a header, a row per event; a BOM first so that spreadsheet programs read it as UTF-8. */
export function auditCsv(rows: readonly AuditEventRow[], system: string): string {
  const lines = [AUDIT_CSV_HEADER, ...rows.map((row) => [row.position, row.occurredAt, row.actorEmail ?? system, row.actorId, row.label, row.type, row.kindLabel, row.streamId, row.version, row.correlationId, row.data])];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
