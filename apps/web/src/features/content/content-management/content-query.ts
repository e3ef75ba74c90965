import { CONTENT_STATUSES, CONTENT_TYPES, IMPACTS, SENTIMENTS, type ContentType } from '@k9/domain/content/content.types';
import type { ManagementTab } from './content-management.messages';

/**
 * What the admin looks at, kept in the address so that a reload or a shared link shows the same (STYLE: filters in the
 * URL): `tab`, `q` the search, `page`, `size`, and every filter of spec 3 §5 under its API name.
 */

export const MANAGEMENT_TABS = [...CONTENT_TYPES, 'report', 'reportDN'] as const satisfies readonly ManagementTab[];
export const isRecordTab = (tab: ManagementTab): tab is ContentType => (CONTENT_TYPES as readonly string[]).includes(tab);

/** Spec 3 §9: table page sizes; the AI summary table (the report views) 1,000, as the list's own page. */
export const PAGE_SIZES = [100, 500, 1000, 2000, 5000] as const;
export const AI_SUMMARY_PAGE_SIZE = 1000;
export const PROGRAM_COUNTS = ['all', 'has', 'no', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const;
export const DIAGRAMS = ['none', 'html', 'kroki'] as const;

export type ContentFilters = {
  status?: (typeof CONTENT_STATUSES)[number];
  category?: string;
  tag1?: string;
  tag2?: string;
  tag3?: string;
  tag4: string[];
  tag4Mode?: 'contains' | 'exact';
  programCount?: (typeof PROGRAM_COUNTS)[number];
  hasImage?: boolean;
  diagram?: (typeof DIAGRAMS)[number];
  hasQuiz?: boolean;
  isPublic?: boolean;
  hasTitle?: boolean;
  /** 0: records with no class ('Chưa gắn'). */
  classId?: number;
  impact?: (typeof IMPACTS)[number];
  sentiment?: (typeof SENTIMENTS)[number];
};

export type ContentQuery = { tab: ManagementTab; search: string; page: number; pageSize: number; filters: ContentFilters };

export const NO_FILTERS: ContentFilters = { tag4: [] };
export const defaultQuery = (tab: ManagementTab = 'home'): ContentQuery => ({ tab, search: '', page: 1, pageSize: PAGE_SIZES[0], filters: NO_FILTERS });

/** Filters a tab offers: caseTraining also categories, levels and series (spec 3 §5); the report views only status. */
export function filtersOf(tab: ManagementTab): ReadonlyArray<keyof ContentFilters> {
  if (!isRecordTab(tab)) return ['status'];
  const common: Array<keyof ContentFilters> = ['status', 'category', 'tag4', 'tag4Mode', 'programCount', 'hasImage', 'diagram', 'hasQuiz', 'isPublic', 'hasTitle', 'classId', 'impact', 'sentiment'];
  return tab === 'caseTraining' ? [...common, 'tag1', 'tag2', 'tag3'] : common;
}

const TEXT_FILTERS = ['category', 'tag1', 'tag2', 'tag3'] as const;
const BOOLEAN_FILTERS = ['hasImage', 'hasQuiz', 'isPublic', 'hasTitle'] as const;
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | undefined => (values as readonly string[]).includes(text ?? '') ? (text as T) : undefined;
const positiveInteger = (text: string | null): number | null => (text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null);
const yesNo = (text: string | null): boolean | undefined => (text === 'true' ? true : text === 'false' ? false : undefined);

/** Only the filters a tab offers, without empty values (what the address and the history keep). */
export function cleanFilters(tab: ManagementTab, filters: Partial<ContentFilters>): ContentFilters {
  const allowed = new Set(filtersOf(tab));
  const clean: ContentFilters = { tag4: allowed.has('tag4') ? [...new Set((filters.tag4 ?? []).map((item) => item.trim()).filter(Boolean))] : [] };
  for (const [key, value] of Object.entries(filters) as Array<[keyof ContentFilters, unknown]>) {
    if (key === 'tag4' || !allowed.has(key) || value === undefined || value === null || value === '') continue;
    (clean as Record<string, unknown>)[key] = value;
  }
  if (clean.tag4.length === 0) delete clean.tag4Mode;
  return clean;
}

export const hasFilters = (filters: ContentFilters): boolean => Object.keys(filters).some((key) => key !== 'tag4') || filters.tag4.length > 0;

/** The query from the address; anything missing or malformed takes its default, a filter the tab does not offer is dropped. */
export function readContentQuery(params: URLSearchParams, tabs: readonly ManagementTab[] = MANAGEMENT_TABS): ContentQuery {
  const tab = oneOf(tabs, params.get('tab')) ?? tabs[0];
  const size = positiveInteger(params.get('size'));
  const classId = params.get('classId');
  const raw: Partial<ContentFilters> = {
    status: oneOf(CONTENT_STATUSES, params.get('status')),
    tag4: (params.get('tag4') ?? '').split(',').filter(Boolean),
    tag4Mode: oneOf(['contains', 'exact'] as const, params.get('tag4Mode')),
    programCount: oneOf(PROGRAM_COUNTS, params.get('programCount')),
    diagram: oneOf(DIAGRAMS, params.get('diagram')),
    classId: classId !== null && /^\d{1,9}$/.test(classId) ? Number(classId) : undefined,
    impact: oneOf(IMPACTS, params.get('impact')),
    sentiment: oneOf(SENTIMENTS, params.get('sentiment')),
  };
  for (const key of TEXT_FILTERS) raw[key] = params.get(key)?.slice(0, 200) || undefined;
  for (const key of BOOLEAN_FILTERS) raw[key] = yesNo(params.get(key));
  if (raw.programCount === 'all') delete raw.programCount;
  return {
    tab,
    search: (params.get('q') ?? '').slice(0, 200),
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : isRecordTab(tab) ? PAGE_SIZES[0] : AI_SUMMARY_PAGE_SIZE,
    filters: cleanFilters(tab, raw),
  };
}

const FILTER_PARAMS = ['status', 'category', 'tag1', 'tag2', 'tag3', 'tag4', 'tag4Mode', 'programCount', 'hasImage', 'diagram', 'hasQuiz', 'isPublic', 'hasTitle', 'classId', 'impact', 'sentiment'] as const;

/** The filters as query parameters (the address and the API read the same names). */
export function filterParams(filters: ContentFilters): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (const key of FILTER_PARAMS) {
    const value = filters[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length) pairs.push([key, value.join(',')]);
    } else pairs.push([key, String(value)]);
  }
  return pairs;
}

/** The address's parameters for `query`: defaults left out, other parameters kept. */
export function writeContentQuery(params: URLSearchParams, query: ContentQuery, tabs: readonly ManagementTab[] = MANAGEMENT_TABS): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of ['tab', 'q', 'page', 'size', ...FILTER_PARAMS]) next.delete(name);
  const fallback = readContentQuery(new URLSearchParams({ tab: query.tab }), tabs);
  if (query.tab !== tabs[0]) next.set('tab', query.tab);
  if (query.search) next.set('q', query.search);
  if (query.page !== 1) next.set('page', String(query.page));
  if (query.pageSize !== fallback.pageSize) next.set('size', String(query.pageSize));
  for (const [key, value] of filterParams(cleanFilters(query.tab, query.filters))) next.set(key, value);
  return next;
}

/** GET /api/k9/type/{type}'s query string for the page the table shows. */
export function listQueryString(query: ContentQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.search.trim()) params.set('search', query.search.trim());
  for (const [key, value] of filterParams(cleanFilters(query.tab, query.filters))) params.set(key, value);
  return params.toString();
}

/** The addresses this screen wrote that the router may not show yet (each change replaces the history entry). */
export type PendingAddresses = { chain: readonly string[]; latest: string } | null;

/**
 * The address after `change`, and what is pending then. A second change made before the router has applied the first
 * (a filter cleared, then a search typed at once) starts from the latest written address, not from the one still
 * shown; an address the screen did not write (the back button, a link) starts afresh from what is shown.
 */
export function nextAddress(
  pending: PendingAddresses,
  shown: string,
  change: Partial<ContentQuery>,
  tabs: readonly ManagementTab[] = MANAGEMENT_TABS,
): { next: string; pending: PendingAddresses } {
  const behind = pending && shown !== pending.latest && pending.chain.includes(shown) ? pending : null;
  const current = new URLSearchParams(behind ? behind.latest : shown);
  const next = writeContentQuery(current, { ...readContentQuery(current, tabs), ...change }, tabs).toString();
  return { next, pending: { chain: [...(behind?.chain ?? [shown]), next], latest: next } };
}
