import { describe, expect, it } from '@jest/globals';
import { filterOf, queryOf, withChanges } from './audit-filters';

describe('the audit log filters in the address', () => {
  it('reads the known filters and a page position, ignoring the rest', () => {
    expect(filterOf(new URLSearchParams('actor=qt@k9.test&type=visibility&before=120&foo=1&kind='))).toEqual({ actor: 'qt@k9.test', type: 'visibility', before: 120 });
    expect(filterOf(new URLSearchParams('before=abc'))).toEqual({});
  });

  it('starts again from the newest page when a filter changes, keeps the page when only it changes', () => {
    const params = new URLSearchParams('actor=a&before=50');
    expect(withChanges(params, { kind: 'content' }).toString()).toBe('actor=a&kind=content');
    expect(withChanges(params, { before: '20' }).toString()).toBe('actor=a&before=20');
    expect(withChanges(params, { actor: undefined }).toString()).toBe('');
  });

  it('asks the server with the same filters', () => {
    expect(queryOf({ actor: 'qt@k9.test', from: '2026-11-01', before: 9 }, 100)).toBe('?actor=qt%40k9.test&from=2026-11-01&before=9&limit=100');
    expect(queryOf({})).toBe('');
  });
});
