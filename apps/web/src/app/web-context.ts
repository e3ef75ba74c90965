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

/**
 * What a context brings to the web, declared in `features/<context>/<context>.context.ts` and listed once in
 * `src/contexts.ts`: its screen paths, its RTK Query tag types, its routes and its admin menu entries.
 * Routes load their screens with `lazyScreen` (only the homepage is part of the entry chunk).
 */
export type WebContext = {
  name: string;
  paths?: Readonly<Record<string, string>>;
  tagTypes?: readonly string[];
  routes?: Partial<Record<RouteArea, RouteObject[]>>;
  adminMenu?: readonly AdminMenuEntry[];
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

/** The admin menu in the spec's order, whichever context each entry comes from. */
export const adminMenuOf = (contexts: readonly WebContext[]): AdminMenuEntry[] =>
  contexts.flatMap((context) => context.adminMenu ?? []).sort((a, b) => a.order - b.order);
