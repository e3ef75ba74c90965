import { store } from '../../../app/store';
import { contentApi } from '../content.api';
import type { ManagementVariant } from './bulk-actions';
import { isRecordTab, listQueryString, readContentQuery } from './content-query';
import { SCREEN_TABS } from './screen-tabs';

/**
 * Starts the reads the screen will make as soon as its address matches, while its code is still loading: on a tab of
 * 5,000 rows the page's answer is the longest wait. The screen's hooks then join the requests already in flight (same
 * arguments, same cache entries). A visitor who is not an admin is refused by the server and never sees the screen.
 */
export function prefetchContentScreen(url: string, variant: ManagementVariant): void {
  const query = readContentQuery(new URL(url).searchParams, SCREEN_TABS[variant]);
  const { prefetch } = contentApi.util;
  if (isRecordTab(query.tab)) store.dispatch(prefetch('listContent', { type: query.tab, query: listQueryString(query) }, { force: false }));
  store.dispatch(prefetch('contentCounts', undefined, { force: false }));
  store.dispatch(prefetch('tagOptions', undefined, { force: false }));
  store.dispatch(prefetch('categories', undefined, { force: false }));
}
