import { DomainError } from '../../shared/decider.js';
import { foldVietnamese } from '../../content/rules/search-text.js';
import { LIBRARY_INDEX_MESSAGES as M } from '../library-index.messages.js';

/** Where the library's search looks (issue 28 §1): `news` every content record, `report` the AI summaries. */
export const LIBRARY_TABLES = ['news', 'report'] as const;
export type LibraryTable = (typeof LIBRARY_TABLES)[number];
export const isLibraryTable = (value: unknown): value is LibraryTable => (LIBRARY_TABLES as readonly unknown[]).includes(value);

/** Issue 28 §3: k 1-20, threshold 0-1, q 1-500 characters; a passage is about 1,000 characters (§1). */
export const LIBRARY_SEARCH_LIMITS = { minK: 1, maxK: 20, minThreshold: 0, maxThreshold: 1, queryChars: 500, passageChars: 1000, queryWords: 16 } as const;

/**
 * LIBRARY_SEARCH_SETTING as stored, and what a search uses when it does not say. `embeddingModel`: the admins' chosen
 * embedding model (a catalog id), null for the AI defaults' embedding model.
 */
export type LibrarySearchSetting = { k: number; threshold: number; tables: LibraryTable[]; embeddingModel: string | null };

/** A catalog model id as the AI catalog writes them. */
const MODEL_ID = /^[A-Za-z0-9][A-Za-z0-9._:/-]{0,99}$/;

/** Spec 2 §9.6: top-k 5, threshold 0.02, both tables. */
export const LIBRARY_SEARCH_DEFAULT: Readonly<{ k: number; threshold: number; tables: readonly LibraryTable[] }> = Object.freeze({
  k: 5,
  threshold: 0.02,
  tables: Object.freeze([...LIBRARY_TABLES]),
});

/** What a caller of the search port asks: the question, and optionally k, threshold and tables. */
export type LibrarySearchRequest = { q: string; k?: number; threshold?: number; tables?: readonly LibraryTable[] };
/** A request with everything decided: q trimmed (NFC), k, threshold and tables from the request, else the setting. */
export type LibrarySearch = { q: string; k: number; threshold: number; tables: LibraryTable[] };

const refuse = (message: string) => new DomainError('LIBRARY_SEARCH_INVALID', message);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isLibrarySearchK = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= LIBRARY_SEARCH_LIMITS.minK && value <= LIBRARY_SEARCH_LIMITS.maxK;
export const isLibrarySearchThreshold = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= LIBRARY_SEARCH_LIMITS.minThreshold && value <= LIBRARY_SEARCH_LIMITS.maxThreshold;

/** A non-empty list of known tables, each once, in the order of LIBRARY_TABLES; null when it is not one. */
export function libraryTablesOf(value: unknown): LibraryTable[] | null {
  if (!Array.isArray(value) || value.length === 0 || !value.every(isLibraryTable)) return null;
  return LIBRARY_TABLES.filter((table) => value.includes(table));
}

/** LIBRARY_SEARCH_SETTING as stored: k 1-20 (integer), threshold 0-1, tables a non-empty subset of news and report; a field left out keeps its default. */
export function validLibrarySearchSetting(raw: unknown): LibrarySearchSetting {
  if (!isObject(raw)) throw new DomainError('INVALID_SETTING', M.settingNotObject);
  const k = raw.k ?? LIBRARY_SEARCH_DEFAULT.k;
  if (!isLibrarySearchK(k)) throw new DomainError('INVALID_SETTING', M.kInvalid);
  const threshold = raw.threshold ?? LIBRARY_SEARCH_DEFAULT.threshold;
  if (!isLibrarySearchThreshold(threshold)) throw new DomainError('INVALID_SETTING', M.thresholdInvalid);
  const tables = libraryTablesOf(raw.tables ?? LIBRARY_SEARCH_DEFAULT.tables);
  if (!tables) throw new DomainError('INVALID_SETTING', M.tablesInvalid);
  const embeddingModel = raw.embeddingModel ?? null;
  if (embeddingModel !== null && (typeof embeddingModel !== 'string' || !MODEL_ID.test(embeddingModel))) throw new DomainError('INVALID_SETTING', M.embeddingModelInvalid);
  return { k, threshold, tables, embeddingModel };
}

/** The admins' saved setting, or the defaults when none is saved (or what is saved no longer reads). */
export function librarySearchSettingOf(stored: unknown): LibrarySearchSetting {
  if (stored !== null && stored !== undefined) {
    try {
      return validLibrarySearchSetting(stored);
    } catch {
      // An unreadable setting searches as if none were saved.
    }
  }
  return { k: LIBRARY_SEARCH_DEFAULT.k, threshold: LIBRARY_SEARCH_DEFAULT.threshold, tables: [...LIBRARY_SEARCH_DEFAULT.tables], embeddingModel: null };
}

/** The question as searched: NFC, trimmed, 1-500 characters. */
export function librarySearchQuery(raw: unknown): string {
  const q = typeof raw === 'string' ? raw.normalize('NFC').trim() : '';
  if (!q) throw refuse(M.queryRequired);
  if (q.length > LIBRARY_SEARCH_LIMITS.queryChars) throw refuse(M.queryTooLong);
  return q;
}

/** A request checked and completed: what it leaves out comes from the setting (issue 28 §3). The port's callers in process get the route's rules. */
export function resolveLibrarySearch(request: LibrarySearchRequest, setting: LibrarySearchSetting): LibrarySearch {
  const q = librarySearchQuery(request.q);
  const k = request.k ?? setting.k;
  if (!isLibrarySearchK(k)) throw refuse(M.kInvalid);
  const threshold = request.threshold ?? setting.threshold;
  if (!isLibrarySearchThreshold(threshold)) throw refuse(M.thresholdInvalid);
  const tables = libraryTablesOf(request.tables ?? setting.tables);
  if (!tables) throw refuse(M.tablesInvalid);
  return { q, k, threshold, tables };
}

/** The question's folded words (as the content search folds them: "Kinh tế" -> kinh, te), at most 16. */
export function librarySearchWords(q: string): string[] {
  return foldVietnamese(q.normalize('NFC'))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, LIBRARY_SEARCH_LIMITS.queryWords);
}

const escapeRegex = (word: string) => word.replace(/[\\^$.*+?()[\]{}|/-]/g, (c) => `\\${c}`);

/**
 * The words as a PostgreSQL regular expression over folded text: each word starts a word, the words follow each other,
 * the last may be the start of a longer one ("kinh t" finds "kinh tế"), as the content search's tsquery reads them.
 * Null when no word is left.
 */
export function foldedWordsPattern(q: string): string | null {
  const words = librarySearchWords(q);
  if (words.length === 0) return null;
  return `(^|[^[:alnum:]])${words.map(escapeRegex).join('[^[:alnum:]]+')}`;
}

/** The same match in JavaScript over folded text: where the words first occur (-1: nowhere). */
export function firstWordsMatch(folded: string, q: string): number {
  const words = librarySearchWords(q);
  if (words.length === 0) return -1;
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${words.map(escapeRegex).join('[^\\p{L}\\p{N}]+')}`, 'u').exec(folded);
  return found ? found.index : -1;
}
