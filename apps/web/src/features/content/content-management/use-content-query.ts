import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ManagementTab } from './content-management.messages';
import { nextAddress, readContentQuery, type ContentFilters, type ContentQuery, type PendingAddresses } from './content-query';
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

  const pending = useRef<PendingAddresses>(null);

  const update = useCallback(
    (change: Partial<ContentQuery>) => {
      const { next, pending: nowPending } = nextAddress(pending.current, params.toString(), change, tabs);
      pending.current = nowPending;
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
