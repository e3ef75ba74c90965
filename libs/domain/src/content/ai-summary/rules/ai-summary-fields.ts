import { DomainError } from '../../../shared/decider.js';
import { utf8Bytes } from '../../../shared/event-store.port.js';
import { AI_SUMMARY_MESSAGES as M } from '../ai-summary.messages.js';
import { validParameterTables, type ParameterTable } from './parameter-table.js';

export const AI_SUMMARY_CATEGORIES = ['Ngành', 'Vĩ mô', 'Doanh nghiệp'] as const;
export type AiSummaryCategory = (typeof AI_SUMMARY_CATEGORIES)[number];
/** The form's default category (spec 3 §3). */
export const DEFAULT_AI_SUMMARY_CATEGORY: AiSummaryCategory = 'Doanh nghiệp';

export const AI_SUMMARY_STATUSES = ['draft', 'published', 'archived'] as const;
export type AiSummaryStatus = (typeof AI_SUMMARY_STATUSES)[number];

/** Spec 3 §5 "AI summary edit": files up to 10 of these types. */
export const AI_SUMMARY_FILE_EXTS = ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'zip', 'rar'] as const;
/**
 * A report is one event when it is created (AiSummaryCreated carries every field), and the event store takes at most
 * 256 kB per event (EVENT_MAX_BYTES). So each long field's own limit fits that cap at its worst, 3 bytes a character
 * in UTF-8: each summary 80,000 characters (240,000 bytes, as a content record's detail), info 20,000 characters as
 * JSON (60,000 bytes). Together (and with up to 50 parameter tables) they could pass it, so the whole report, as the
 * JSON its event carries, is held to recordBytes (240 kB), which leaves 16 kB for the event's own fields and metadata.
 */
export const AI_SUMMARY_LIMITS = { files: 10, title: 500, summary: 80_000, url: 2000, info: 20_000, recordBytes: 240 * 1024 } as const;

/** Entries whose info.sheetName is CompanySummary are company reports (the reportDN view); the rest are reports. */
export const COMPANY_SUMMARY_SHEET = 'CompanySummary';
export type AiSummaryKind = 'report' | 'reportDN';
export const aiSummaryKindOf = (info: { sheetName?: unknown }): AiSummaryKind => (info.sheetName === COMPANY_SUMMARY_SHEET ? 'reportDN' : 'report');

/** info: title, URLReport, sheetName, and what a company summary adds (searchTerm, companyInfo, counts, dataType). */
export type AiSummaryInfo = { title: string; URLReport?: string; sheetName?: string; [extra: string]: unknown };

export type AiSummaryFields = {
  info: AiSummaryInfo;
  summary1: string;
  summary2: string;
  category: AiSummaryCategory;
  status: AiSummaryStatus;
  tables: ParameterTable[];
  fileUrls: string[];
};

const isCategory = (value: unknown): value is AiSummaryCategory => (AI_SUMMARY_CATEGORIES as readonly unknown[]).includes(value);
const isStatus = (value: unknown): value is AiSummaryStatus => (AI_SUMMARY_STATUSES as readonly unknown[]).includes(value);
// An uploaded file (/files/...) or a web address; no javascript:, data: or protocol-relative tricks.
const SAFE_URL = /^(?:\/files\/[^\s]+|https?:\/\/[^\s/]+[^\s]*)$/i;

const extOf = (url: string): string => /\.([a-z0-9]{1,10})$/i.exec(url.split(/[?#]/)[0])?.[1].toLowerCase() ?? '';

export function validFileUrls(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw new DomainError('FILE_URL_INVALID', M.fileUrlInvalid);
  if (raw.length > AI_SUMMARY_LIMITS.files) throw new DomainError('TOO_MANY_FILES', M.tooManyFiles);
  return raw.map((url) => {
    if (typeof url !== 'string' || url.length > AI_SUMMARY_LIMITS.url || !SAFE_URL.test(url.trim())) throw new DomainError('FILE_URL_INVALID', M.fileUrlInvalid);
    if (!(AI_SUMMARY_FILE_EXTS as readonly string[]).includes(extOf(url.trim()))) throw new DomainError('FILE_TYPE_INVALID', M.fileTypeInvalid);
    return url.trim();
  });
}

function validInfo(raw: unknown): AiSummaryInfo {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new DomainError('TITLE_REQUIRED', M.titleRequired);
  if (JSON.stringify(raw).length > AI_SUMMARY_LIMITS.info) throw new DomainError('INFO_INVALID', M.infoInvalid);
  const info = raw as Record<string, unknown>;
  const title = typeof info.title === 'string' ? info.title.trim() : '';
  if (!title) throw new DomainError('TITLE_REQUIRED', M.titleRequired);
  if (title.length > AI_SUMMARY_LIMITS.title) throw new DomainError('TITLE_TOO_LONG', M.titleTooLong);
  const url = info.URLReport;
  if (url !== undefined && url !== null && url !== '' && (typeof url !== 'string' || url.length > AI_SUMMARY_LIMITS.url || !SAFE_URL.test(url.trim()))) {
    throw new DomainError('URL_REPORT_INVALID', M.urlReportInvalid);
  }
  if (info.sheetName !== undefined && info.sheetName !== null && typeof info.sheetName !== 'string') throw new DomainError('INFO_INVALID', M.infoInvalid);
  return { ...info, title };
}

const summaryText = (raw: unknown, required: boolean): string => {
  const text = typeof raw === 'string' ? raw : raw === undefined || raw === null ? '' : null;
  if (text === null) throw new DomainError('SUMMARY_INVALID', M.summary1Required);
  if (required && !text.trim()) throw new DomainError('SUMMARY1_REQUIRED', M.summary1Required);
  if (text.length > AI_SUMMARY_LIMITS.summary) throw new DomainError('SUMMARY_TOO_LONG', M.summaryTooLong);
  return text;
};

/** Every field of a report as the edit form (spec 3 §5) requires it; `previous` is the stored report on an edit. */
export function validAiSummaryFields(raw: Record<string, unknown>, year: number, previous?: AiSummaryFields): AiSummaryFields {
  const info = validInfo(raw.info);
  if (raw.category === undefined || raw.category === null || raw.category === '') throw new DomainError('CATEGORY_REQUIRED', M.categoryRequired);
  if (!isCategory(raw.category)) throw new DomainError('CATEGORY_INVALID', M.categoryInvalid);
  if (raw.status === undefined || raw.status === null || raw.status === '') throw new DomainError('STATUS_REQUIRED', M.statusRequired);
  if (!isStatus(raw.status)) throw new DomainError('STATUS_INVALID', M.statusInvalid);
  const summary1 = summaryText(raw.summary1, true);
  const fields: AiSummaryFields = {
    info,
    summary1,
    summary2: summaryText(raw.summary2, false),
    category: raw.category,
    status: raw.status,
    tables: validParameterTables(raw.tables, year, previous?.tables),
    fileUrls: validFileUrls(raw.fileUrls),
  };
  // Last, once each field is within its own limit: the report as a whole must fit the event that carries it.
  if (utf8Bytes(JSON.stringify(fields)) > AI_SUMMARY_LIMITS.recordBytes) throw new DomainError('RECORD_TOO_LARGE', M.recordTooLarge);
  return fields;
}
