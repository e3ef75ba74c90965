import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * Where a context's screens sit in the route tree (spec 1 §2.2): `public` without a guard and without antd (the
 * homepage); `learner` behind the signed-in guard, in the learner layout; `admin` behind the admin guard, in the
 * admin layout.
 */
export type RouteArea = 'public' | 'learner' | 'admin';

/**
 * One entry of the admin side menu; `order` is its place in spec 1 §2.6's list. Screens beyond the spec's six (the AI
 * page, later admin screens) say `group: 'system'` and sit in a second group below them.
 */
export type AdminMenuEntry = { path: string; label: string; order: number; group?: 'system' };

/** What the learner home hands a tab's area: its tab, the address's program and item, the screen width. */
export type LearnerAreaProps = {
  tab: string;
  /** The content type a reading tab lists (LearnerTab.reading). */
  type?: string;
  program: string | null;
  openItemId: number | null;
  /** Opens an item (or closes with null) in the address; `replace` for the automatic first choice (no history entry). */
  onOpenItem: (id: number | null, options?: { replace?: boolean }) => void;
  narrow: boolean;
  shareLinkOf: (id: number) => string;
  /** The function bar (filters) may be hidden on desktop (spec 2 §2.2). */
  showFilters: boolean;
};

/**
 * A tab of the learner home (spec 2 §1), declared by the context that builds it: `main` tabs form the tab bar in
 * `order`, `other` areas are reached from the '...' menu and by links. A tab without an `area` shows 'Đang phát
 * triển' until the issue that builds it declares one.
 */
export type LearnerTab = {
  id: string;
  label: string;
  place: 'main' | 'other';
  order: number;
  /** The area's component, loaded the first time the tab opens. */
  area?: () => Promise<ComponentType<LearnerAreaProps>>;
  /** Load the area's code as soon as the home screen's code runs (while the guard's spinner shows). */
  preload?: boolean;
  /** The header carries the program picker (spec 2 §2.2). */
  programPicker?: boolean;
  /** A function (filter) bar that can be hidden on desktop. */
  functionBar?: boolean;
  /** The content type its count badge counts. */
  badge?: string;
  /** The content type its reading list lists. */
  reading?: string;
};

/**
 * What a context brings to the web, declared in `features/<context>/<context>.context.ts` and listed once in
 * `src/contexts.ts`: its screen paths, its RTK Query tag types, its routes, its admin menu entries and its learner
 * home tabs. Routes load their screens with `lazyScreen` (only the homepage is part of the entry chunk).
 */
export type WebContext = {
  name: string;
  paths?: Readonly<Record<string, string>>;
  tagTypes?: readonly string[];
  routes?: Partial<Record<RouteArea, RouteObject[]>>;
  adminMenu?: readonly AdminMenuEntry[];
  learnerTabs?: readonly LearnerTab[];
};

/** A route's `lazy`: the screen's module is fetched the first time the route matches. */
export const lazyScreen =
  <M>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

export type TagTypesOf<C> = C extends { tagTypes: readonly (infer T)[] } ? T : never;
export type PathsOf<C> = UnionToIntersection<C extends { paths: infer P } ? P : never>;

export const tagTypesOf = <C extends WebContext>(contexts: readonly C[]): TagTypesOf<C>[] =>
  [...new Set(contexts.flatMap((context) => context.tagTypes ?? []))] as TagTypesOf<C>[];

export const pathsOf = <C extends WebContext>(contexts: readonly C[]): PathsOf<C> =>
  Object.assign({}, ...contexts.map((context) => context.paths ?? {})) as PathsOf<C>;

export const routesOf = (contexts: readonly WebContext[], area: RouteArea): RouteObject[] =>
  contexts.flatMap((context) => context.routes?.[area] ?? []);

/** The learner home's tabs: the tab bar's, then the other areas, each in its order; an id declared twice fails. */
export function learnerTabsOf(contexts: readonly WebContext[]): LearnerTab[] {
  const tabs = contexts.flatMap((context) => context.learnerTabs ?? []);
  const ids = new Set<string>();
  for (const tab of tabs) {
    if (ids.has(tab.id)) throw new Error(`Learner tab ${tab.id} is declared twice`);
    ids.add(tab.id);
  }
  const rank = (tab: LearnerTab) => (tab.place === 'main' ? 0 : 1);
  return [...tabs].sort((a, b) => rank(a) - rank(b) || a.order - b.order);
}

/** The admin menu in the spec's order, whichever context each entry comes from. */
export const adminMenuOf = (contexts: readonly WebContext[]): AdminMenuEntry[] =>
  contexts.flatMap((context) => context.adminMenu ?? []).sort((a, b) => a.order - b.order);
