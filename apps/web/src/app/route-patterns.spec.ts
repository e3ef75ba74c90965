import { describe, expect, it } from '@jest/globals';
import { patternOf, routePatterns } from './route-patterns';

const matches = (patterns: string[], path: string) => patterns.some((pattern) => new RegExp(pattern, 'i').test(path));

describe('the route patterns the server answers 404 from (issue 10 item 12)', () => {
  const tree = [
    {
      id: 'root',
      children: [
        { path: '/', id: 'home' },
        { children: [{ children: [{ path: '/home' }, { path: '/lesson/:id' }] }] },
        { path: '/admin', children: [{ index: true }, { path: 'users' }, { path: 'files/*' }] },
        { path: '*' },
      ],
    },
  ];
  const patterns = routePatterns(tree, [/^\/form-template\/\d+\/?$/]);

  it('names every screen of the tree, nested paths joined, the catch-all left out', () => {
    expect(patterns).toEqual(['^/$', '^/home/?$', '^/lesson/[^/]+/?$', '^/admin/?$', '^/admin/users/?$', '^/admin/files(?:/.*)?/?$', '^\\/form-template\\/\\d+\\/?$']);
  });

  it('matches as React Router does: any letter case, a trailing slash, one segment per parameter', () => {
    for (const path of ['/', '/home', '/HOME/', '/lesson/7', '/admin', '/admin/users', '/admin/files/a/b', '/form-template/12']) expect([path, matches(patterns, path)]).toEqual([path, true]);
    for (const path of ['/homes', '/lesson', '/lesson/7/x', '/admin/other', '/form-template/abc', '/khong-co']) expect([path, matches(patterns, path)]).toEqual([path, false]);
  });

  it('escapes what a path may hold', () => {
    expect(patternOf('/a.b/:x?')).toBe('^/a\\.b(?:/[^/]+)?/?$');
  });
});
