import { cleanFilters, MANAGEMENT_TABS, readContentQuery, type ContentFilters } from './content-query';
import type { ManagementTab } from './content-management.messages';

/**
 * Spec 3 §9: the browser keeps the last 10 searches and the filters of each tab, under two local storage keys. What is
 * stored is read defensively: another version of the app, a hand edit or a full disk must never break the screen.
 */
export const SEARCH_HISTORY_KEY = 'k9.content-management.search-history';
export const FILTER_HISTORY_KEY = 'k9.content-management.filter-history';
export const SEARCH_HISTORY_SIZE = 10;

type Store = Pick<Storage, 'getItem' | 'setItem'>;

const readJson = (store: Store | undefined, key: string): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const writeJson = (store: Store | undefined, key: string, value: unknown) => {
  try {
    store?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or disabled storage: the history is a convenience, the screen goes on without it.
  }
};

const isTab = (tab: string): tab is ManagementTab => (MANAGEMENT_TABS as readonly string[]).includes(tab);

/** The tab's last searches, newest first. */
export function searchHistory(store: Store | undefined, tab: ManagementTab): string[] {
  const list = readJson(store, SEARCH_HISTORY_KEY)[tab];
  return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string' && item.trim() !== '').slice(0, SEARCH_HISTORY_SIZE) : [];
}

/** Puts `search` first in the tab's history (once, whatever its case), keeping 10. */
export function rememberSearch(store: Store | undefined, tab: ManagementTab, search: string): string[] {
  const text = search.trim();
  const previous = searchHistory(store, tab);
  if (!text) return previous;
  const next = [text, ...previous.filter((item) => item.toLocaleLowerCase('vi') !== text.toLocaleLowerCase('vi'))].slice(0, SEARCH_HISTORY_SIZE);
  writeJson(store, SEARCH_HISTORY_KEY, { ...readJson(store, SEARCH_HISTORY_KEY), [tab]: next });
  return next;
}

export function forgetSearches(store: Store | undefined, tab: ManagementTab): void {
  const all = readJson(store, SEARCH_HISTORY_KEY);
  delete all[tab];
  writeJson(store, SEARCH_HISTORY_KEY, all);
}

/** The filters last used on the tab (only those the tab offers, only well-formed values). */
export function savedFilters(store: Store | undefined, tab: ManagementTab): ContentFilters | null {
  const saved = readJson(store, FILTER_HISTORY_KEY)[tab];
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return null;
  // Read back through the address's reader: a value it would refuse (an unknown status, a malformed class) is dropped.
  const params = new URLSearchParams({ tab });
  for (const [key, value] of Object.entries(saved as Record<string, unknown>)) {
    if (key === 'tab') continue;
    if (Array.isArray(value)) params.set(key, value.filter((item) => typeof item === 'string' && !item.includes(',')).join(','));
    else if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'number') params.set(key, String(value));
  }
  return readContentQuery(params).filters;
}

export function saveFilters(store: Store | undefined, tab: ManagementTab, filters: ContentFilters): void {
  const all = readJson(store, FILTER_HISTORY_KEY);
  for (const key of Object.keys(all)) if (!isTab(key)) delete all[key];
  writeJson(store, FILTER_HISTORY_KEY, { ...all, [tab]: cleanFilters(tab, filters) });
}

/** The browser's storage, when there is one (not in tests or a locked-down browser). */
export const browserStore = (): Store | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};
