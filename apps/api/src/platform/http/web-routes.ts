import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Whether the built web app has a screen for an address: the patterns its build wrote from its own route tree
 * (apps/web/src/app/route-patterns.ts -> dist/route-patterns.json), matched case-insensitively as React Router does.
 * Without that file (a build from before it existed) every address counts as a screen, as it used to.
 */
export function webRouteMatcher(dist: string): (path: string) => boolean {
  const file = join(dist, 'route-patterns.json');
  if (!existsSync(file)) return () => true;
  const { patterns } = JSON.parse(readFileSync(file, 'utf8')) as { patterns: string[] };
  const compiled = patterns.map((pattern) => new RegExp(pattern, 'i'));
  return (path) => compiled.some((pattern) => pattern.test(path));
}
