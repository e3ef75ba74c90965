import { DomainError } from '../../../shared/decider.js';
import {
  CONTENT_STATUSES,
  CONTENT_TYPES,
  DIFFICULTY_LEVELS,
  HOME_CATEGORIES,
  HOME_PRIORITIES,
  IMPACTS,
  isContentType,
  SENTIMENTS,
  STORY_TYPES,
  type ContentFields,
  type ContentType,
} from '../../content.types.js';
import { applyContentInput, contentDefaults, type ContentInput } from '../../rules/content-fields.js';
import { CONTENT_IMPORT_LIMITS as LIMITS, CONTENT_IMPORT_MESSAGES as M } from '../import.messages.js';

/**
 * One code path for Excel and JSON (spec 3 §5): a file becomes rows keyed by lowercased, trimmed column names; each row
 * becomes a candidate record, checked by the record's own rules with the import defaults (status published, impact
 * normal, home priority medium, featured false, homeCategory latest, displayOrder 1, story type Podcast, isPublic on).
 */
export type ImportFormat = 'excel' | 'json';

/** `row`: the spreadsheet row (the header is row 1), or the item's position in the JSON array (from 1). */
export type RawImportRow = { row: number; values: Record<string, unknown> };
export type ImportRows = { rows: RawImportRow[]; dropped: number; columns: string[] };

export type ImportCandidate =
  | { row: number; valid: true; contentType: ContentType; input: ContentInput; fields: ContentFields }
  | { row: number; valid: false; title: string; reason: string };

type Kind =
  | { kind: 'text'; field: keyof ContentInput }
  | { kind: 'info'; field: 'filedLabel_1' | 'filedLabel_2' }
  | { kind: 'enum'; field: keyof ContentInput; allowed: readonly string[] }
  | { kind: 'list'; field: 'tag4' | 'keywords' | 'imgUrls' | 'fileUrls' }
  | { kind: 'classes' }
  | { kind: 'bool'; field: 'isPublic' | 'hasTitle' | 'featured' }
  | { kind: 'int'; field: 'displayOrder' | 'pages' }
  | { kind: 'quiz' }
  | { kind: 'type' };

const text = (field: keyof ContentInput): Kind => ({ kind: 'text', field });
const oneOf = (field: keyof ContentInput, allowed: readonly string[]): Kind => ({ kind: 'enum', field, allowed });

/** The columns an import reads, by their lowercased name; the template writes them as `IMPORT_COLUMN_NAMES` spells them. */
const COLUMNS: Record<string, Kind> = {
  title: text('title'),
  summary: text('summary'),
  description: text('description'),
  detail: text('detail'),
  category: text('category'),
  source: text('source'),
  cid: text('cid'),
  emoji: text('emoji'),
  tag1: text('tag1'),
  tag2: text('tag2'),
  tag3: text('tag3'),
  tag4: { kind: 'list', field: 'tag4' },
  keywords: { kind: 'list', field: 'keywords' },
  sentiment: oneOf('sentiment', SENTIMENTS),
  impact: oneOf('impact', IMPACTS),
  status: oneOf('status', CONTENT_STATUSES),
  ispublic: { kind: 'bool', field: 'isPublic' },
  hastitle: { kind: 'bool', field: 'hasTitle' },
  allowed_user_class: { kind: 'classes' },
  avatarurl: text('avatarUrl'),
  imgurls: { kind: 'list', field: 'imgUrls' },
  videourl: text('videoUrl'),
  fileurls: { kind: 'list', field: 'fileUrls' },
  audiourl: text('audioUrl'),
  audiotext: text('audioText'),
  backgroundaudio: text('backgroundAudio'),
  customvoicetext: text('customVoiceText'),
  questioncontent: { kind: 'quiz' },
  quizcontent: { kind: 'quiz' },
  quizzcontent: { kind: 'quiz' },
  filedlabel_1: { kind: 'info', field: 'filedLabel_1' },
  filedlabel_2: { kind: 'info', field: 'filedLabel_2' },
  priority: oneOf('priority', HOME_PRIORITIES),
  featured: { kind: 'bool', field: 'featured' },
  homecategory: oneOf('homeCategory', HOME_CATEGORIES),
  displayorder: { kind: 'int', field: 'displayOrder' },
  duration: text('duration'),
  storytype: oneOf('storyType', STORY_TYPES),
  pages: { kind: 'int', field: 'pages' },
  difficultylevel: oneOf('difficultyLevel', DIFFICULTY_LEVELS),
  estimatedtime: text('estimatedTime'),
  learningobjectives: text('learningObjectives'),
  type: { kind: 'type' },
};

const COMMON_COLUMNS = [
  'Title', 'Summary', 'Description', 'Detail', 'Category', 'Source', 'Sentiment', 'Impact', 'Status', 'Tag1', 'Tag2', 'Tag3', 'Tag4', 'Keywords',
  'isPublic', 'hasTitle', 'allowed_user_class', 'cid', 'emoji', 'avatarUrl', 'imgUrls', 'videoUrl', 'fileUrls', 'audioUrl', 'audioText', 'questionContent',
  'filedLabel_1', 'filedLabel_2',
];
const TYPE_COLUMNS: Record<ContentType, string[]> = {
  home: ['priority', 'featured', 'homeCategory', 'displayOrder'],
  story: ['duration', 'storyType'],
  library: ['pages'],
  caseTraining: ['difficultyLevel', 'estimatedTime', 'learningObjectives'],
  news: [],
  longForm: [],
};

/** The template's header row for a tab: every column an import of that type reads. */
export const importTemplateColumns = (type: ContentType): string[] => [...COMMON_COLUMNS, ...TYPE_COLUMNS[type]];

/** Spec 3 §5: header names lowercased and trimmed. */
export const normaliseHeader = (header: unknown): string => (header === null || header === undefined ? '' : String(header)).normalize('NFC').trim().toLowerCase();

/** Columns of the file that the import does not read (shown in the preview, never stored). */
export const ignoredColumns = (columns: readonly string[]): string[] => columns.filter((column) => column !== '' && !(column in COLUMNS));

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A sheet as rows of cells (the first is the header; `firstRow` is its spreadsheet row number). Rows without a title
 * are dropped (spec 3 §5); the header must name Title and Summary.
 */
export function rowsFromMatrix(matrix: readonly (readonly unknown[])[], firstRow = 1): ImportRows {
  const dataRows = matrix.length - 1;
  if (dataRows < 1 || matrix.slice(1).every((cells) => cells.every(isBlank))) throw new DomainError('EXCEL_NEEDS_ROWS', M.excelNeedsRows);
  const headers = matrix[0].map(normaliseHeader);
  if (!headers.includes('title') || !headers.includes('summary')) throw new DomainError('EXCEL_COLUMNS_REQUIRED', M.excelColumnsRequired);
  if (dataRows > LIMITS.rows) throw new DomainError('TOO_MANY_ROWS', M.tooManyRows);
  const rows: RawImportRow[] = [];
  let dropped = 0;
  for (let index = 1; index < matrix.length; index++) {
    const values: Record<string, unknown> = {};
    headers.forEach((header, column) => {
      // The first of two columns with one name wins; a nameless column is not read.
      if (header && !(header in values)) values[header] = matrix[index][column];
    });
    if (isBlank(values.title)) dropped++;
    else rows.push({ row: firstRow + index, values });
  }
  return { rows, dropped, columns: headers.filter(Boolean) };
}

/** The JSON import's text (spec 3 §5): a non-empty array; its items' keys are read like column names. */
export function rowsFromJsonText(raw: string): ImportRows {
  if (raw.trim() === '') throw new DomainError('JSON_REQUIRED', M.jsonRequired);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new DomainError('JSON_INVALID', M.jsonInvalid);
  }
  if (!Array.isArray(parsed)) throw new DomainError('JSON_NOT_ARRAY', M.jsonNotArray);
  if (parsed.length === 0) throw new DomainError('JSON_EMPTY', M.jsonEmpty);
  if (parsed.length > LIMITS.rows) throw new DomainError('TOO_MANY_ROWS', M.tooManyRows);
  const columns = new Set<string>();
  const rows = parsed.map((item: unknown, index): RawImportRow => {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return { row: index + 1, values: { [NOT_OBJECT]: true } };
    const values: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      const header = normaliseHeader(key);
      columns.add(header);
      if (header && !(header in values)) values[header] = value;
    }
    return { row: index + 1, values };
  });
  return { rows, dropped: 0, columns: [...columns] };
}

const NOT_OBJECT = '\u0000not-object';

class RowError extends Error {}

const cellText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value));

const TRUE = new Set(['true', '1', 'yes', 'có', 'co', 'x', 'bật', 'công khai']);
const FALSE = new Set(['false', '0', 'no', 'không', 'khong', 'tắt', 'riêng tư']);

function listOf(field: string, value: unknown): string[] {
  if (Array.isArray(value)) {
    if (!value.every((item) => typeof item === 'string' || typeof item === 'number')) throw new RowError(M.invalidList(field));
    return value.map(String);
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new RowError(M.invalidList(field));
  return String(value)
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function classIdsOf(value: unknown): number[] {
  const items = Array.isArray(value) ? value.map((item) => String(item).trim()) : listOf('allowed_user_class', value);
  return items.map((item) => {
    if (!/^[1-9]\d{0,8}$/.test(item)) throw new RowError(M.invalidClassIds);
    return Number(item);
  });
}

/** One row's cells as a record's input (empty cells keep the defaults); the row's own `type` column wins over the tab's. */
function inputOf(values: Record<string, unknown>, tabType: ContentType): { contentType: ContentType; input: ContentInput } {
  const input: Record<string, unknown> = {};
  const info: Record<string, string> = {};
  let contentType = tabType;
  for (const [header, value] of Object.entries(values)) {
    const column = COLUMNS[header];
    if (!column || isBlank(value)) continue;
    switch (column.kind) {
      case 'text':
        input[column.field] = cellText(value);
        break;
      case 'info':
        info[column.field] = cellText(value).trim();
        break;
      case 'enum': {
        const given = cellText(value).trim();
        const match = column.allowed.find((allowed) => allowed.toLowerCase() === given.toLowerCase());
        if (!match) throw new RowError(M.invalidValue(column.field, given, column.allowed));
        input[column.field] = match;
        break;
      }
      case 'list':
        input[column.field] = listOf(column.field, value);
        break;
      case 'classes':
        input.allowed_user_class = classIdsOf(value);
        break;
      case 'bool': {
        if (typeof value === 'boolean') input[column.field] = value;
        else {
          const given = cellText(value).trim().toLowerCase();
          if (!TRUE.has(given) && !FALSE.has(given)) throw new RowError(M.invalidBoolean(column.field, cellText(value)));
          input[column.field] = TRUE.has(given);
        }
        break;
      }
      case 'int': {
        const number = typeof value === 'number' ? value : Number(cellText(value).trim());
        if (!Number.isFinite(number)) throw new RowError(M.invalidNumber(column.field, cellText(value)));
        input[column.field] = number;
        break;
      }
      case 'quiz':
        input.questionContent = value;
        break;
      case 'type': {
        const given = cellText(value).trim();
        if (!isContentType(given)) throw new RowError(M.invalidValue('type', given, CONTENT_TYPES));
        contentType = given;
        break;
      }
    }
  }
  if (Object.keys(info).length) input.info = info;
  return { contentType, input: input as ContentInput };
}

/** A row checked as the record form checks it, with the import's defaults; the reason of a refusal is the rule's message. */
export function importCandidate(raw: RawImportRow, tabType: ContentType, importId: string): ImportCandidate {
  const values = raw.values;
  const title = isBlank(values.title) ? '' : cellText(values.title).trim().slice(0, 200);
  if (values[NOT_OBJECT]) return { row: raw.row, valid: false, title: '', reason: M.rowNotObject };
  if (isBlank(values.title) || isBlank(values.summary)) return { row: raw.row, valid: false, title, reason: M.missingTitleOrSummary };
  try {
    const { contentType, input } = inputOf(values, tabType);
    const fields = applyContentInput(contentType, contentDefaults(contentType, { kind: 'import', importId, row: raw.row }), input);
    return { row: raw.row, valid: true, contentType, input, fields };
  } catch (error) {
    if (error instanceof RowError || error instanceof DomainError) return { row: raw.row, valid: false, title, reason: error.message };
    throw error;
  }
}
