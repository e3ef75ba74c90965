import type { RouteObject } from 'react-router-dom';

/**
 * The addresses the web app has a screen for, as regular expressions (sources, matched case-insensitively as React
 * Router does), from its own route tree: each route's path joined to its parents', `:param` one segment, `*` the
 * rest; the catch-all not-found route is left out. `extra` adds what the tree does not name itself (the form-template
 * links of spec 1 §2.2). The build writes the list to dist/route-patterns.json; the server answers any other address
 * with the same not-found screen and HTTP 404.
 */
export function routePatterns(routes: readonly RouteObject[], extra: readonly RegExp[] = []): string[] {
  const patterns = new Set<string>();
  const walk = (list: readonly RouteObject[], parent: string) => {
    for (const route of list) {
      if (route.path === '*') continue;
      const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent.replace(/\/$/, '')}/${route.path}`;
      if (route.path !== undefined || route.index) patterns.add(patternOf(path));
      if (route.children) walk(route.children, path);
    }
  };
  walk(routes, '/');
  for (const pattern of extra) patterns.add(pattern.source);
  return [...patterns];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/a/:id/*' -> '^/a/[^/]+(?:/.*)?/?$' */
export function patternOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${escape(segment)}`;
    })
    .join('');
  return `^${body || '/'}${body ? '/?' : ''}$`;
}
