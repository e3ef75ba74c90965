import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ManagementTab } from './content-management.messages';
import { readContentQuery, writeContentQuery, type ContentFilters, type ContentQuery } from './content-query';
import { browserStore, forgetSearches, rememberSearch, saveFilters, savedFilters, searchHistory } from './local-history';

/**
 * The table's tab, search, page and filters, read from and written to the address (replacing the history entry); the
 * searches and filters of each tab kept in local storage (spec 3 §9): a tab opened without filters in the address gets
 * the ones last used on it.
 */
export function useContentQuery(tabs: readonly ManagementTab[]) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readContentQuery(params, tabs), [params, tabs]);
  const [searches, setSearches] = useState<Record<string, string[]>>({});

  // What this screen wrote and the router may not show yet: a second change made before the router has applied the
  // first (a filter cleared, then a search typed at once) starts from the latest one, not from the address still shown.
  // An address the screen did not write (back button, a link) starts a new chain.
  const pending = useRef<{ chain: Set<string>; latest: string } | null>(null);

  const update = useCallback(
    (change: Partial<ContentQuery>) => {
      const shown = params.toString();
      const behind = pending.current && shown !== pending.current.latest && pending.current.chain.has(shown) ? pending.current : null;
      const current = new URLSearchParams(behind ? behind.latest : shown);
      const next = writeContentQuery(current, { ...readContentQuery(current, tabs), ...change }, tabs).toString();
      pending.current = { chain: new Set([...(behind?.chain ?? [shown]), next]), latest: next };
      setParams(new URLSearchParams(next), { replace: true });
    },
    [params, setParams, tabs],
  );

  const setTab = useCallback(
    (tab: ManagementTab) => update({ tab, search: '', page: 1, filters: savedFilters(browserStore(), tab) ?? { tag4: [] } }),
    [update],
  );

  const setFilters = useCallback(
    (filters: ContentFilters) => {
      saveFilters(browserStore(), query.tab, filters);
      update({ filters, page: 1 });
    },
    [query.tab, update],
  );

  const search = useCallback(
    (text: string) => {
      const next = rememberSearch(browserStore(), query.tab, text);
      setSearches((all) => ({ ...all, [query.tab]: next }));
      update({ search: text.trim(), page: 1 });
    },
    [query.tab, update],
  );

  const clearSearches = useCallback(() => {
    forgetSearches(browserStore(), query.tab);
    setSearches((all) => ({ ...all, [query.tab]: [] }));
  }, [query.tab]);

  const recentSearches = searches[query.tab] ?? searchHistory(browserStore(), query.tab);
  return { query, update, setTab, setFilters, search, recentSearches, clearSearches };
}
