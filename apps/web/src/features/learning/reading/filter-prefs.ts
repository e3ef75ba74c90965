import { QUIZ_STATUS_FILTERS, type QuizStatusFilter } from '@k9/domain/learning/quiz/rules/quiz-badges';
import type { TimeFilter } from './list-query';

/** Filter preferences kept in the browser (spec 2 §3 "Local browser storage"): bookmark, read and quiz-status filters. */
export type FilterPrefs = { bookmarked: boolean; read: 'all' | 'read' | 'unread'; quiz: QuizStatusFilter; time: TimeFilter };
export const DEFAULT_PREFS: FilterPrefs = { bookmarked: false, read: 'all', quiz: 'all', time: 'all' };

const PREFS_KEY = 'filterPreferences';
const PARENT_KEY = 'lastParentFilters';

function readJson(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(key) ?? 'null');
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: preferences are a convenience.
  }
}

const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/** A tab's saved preferences; anything unreadable or unknown falls back to the default. */
export function loadPrefs(tab: string): FilterPrefs {
  const all = readJson(PREFS_KEY);
  const saved = all && typeof all === 'object' ? (all as Record<string, Partial<FilterPrefs>>)[tab] : undefined;
  if (!saved || typeof saved !== 'object') return DEFAULT_PREFS;
  return {
    bookmarked: saved.bookmarked === true,
    read: oneOf(saved.read, ['all', 'read', 'unread'], 'all'),
    quiz: oneOf(saved.quiz, QUIZ_STATUS_FILTERS, 'all'),
    time: oneOf(saved.time, ['all', 'today', 'yesterday', 'lastWeek'], 'all'),
  };
}

export function savePrefs(tab: string, prefs: FilterPrefs): void {
  const all = readJson(PREFS_KEY);
  writeJson(PREFS_KEY, { ...(all && typeof all === 'object' ? all : {}), [tab]: prefs });
}

/** The last parent filter (category) chosen on a tab. */
export function loadParentFilter(tab: string): string | null {
  const all = readJson(PARENT_KEY);
  const value = all && typeof all === 'object' ? (all as Record<string, unknown>)[tab] : null;
  return typeof value === 'string' && value.length <= 200 ? value : null;
}

export function saveParentFilter(tab: string, value: string | null): void {
  const all = readJson(PARENT_KEY);
  writeJson(PARENT_KEY, { ...(all && typeof all === 'object' ? all : {}), [tab]: value });
}
