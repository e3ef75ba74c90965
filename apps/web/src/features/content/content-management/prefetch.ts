import { store } from '../../../app/store';
import { usersApi } from '../../identity/users.api';
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
  // Read by the screen's first render too (class names, the report tabs' badges): in the cache by then, their answers
  // do not make the whole table render a second time.
  store.dispatch(usersApi.util.prefetch('listUserClasses', undefined, { force: false }));
  if (variant === 'k9') {
    for (const kind of ['report', 'reportDN'] as const) store.dispatch(prefetch('listAiSummaries', { kind, status: 'published', pageSize: 1 }, { force: false }));
  }
}
