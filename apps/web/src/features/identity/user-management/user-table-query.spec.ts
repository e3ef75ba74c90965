import { describe, expect, it } from '@jest/globals';
import { DEFAULT_USER_TABLE_QUERY, readUserTableQuery, writeUserTableQuery } from './user-table-query';

const read = (search: string) => readUserTableQuery(new URLSearchParams(search));
const write = (search: string, change: Partial<typeof DEFAULT_USER_TABLE_QUERY>) =>
  writeUserTableQuery(new URLSearchParams(search), { ...read(search), ...change }).toString();

describe('the user table in the address', () => {
  it('reads the search, page, page size and sort a shared link carries', () => {
    expect(read('q=nguy%E1%BB%85n+an&page=3&size=500&sort=-created_at')).toEqual({
      search: 'nguyễn an',
      page: 3,
      pageSize: 500,
      sort: { field: 'created_at', order: 'descend' },
    });
    expect(read('sort=name').sort).toEqual({ field: 'name', order: 'ascend' });
  });

  it('takes the defaults for what is missing or malformed', () => {
    expect(read('')).toEqual(DEFAULT_USER_TABLE_QUERY);
    expect(read('page=0&size=123&sort=-password')).toEqual(DEFAULT_USER_TABLE_QUERY);
    expect(read('page=two&size=-5').page).toBe(1);
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(write('', { search: 'an', page: 2 })).toBe('q=an&page=2');
    expect(write('tab=x&q=an&page=2', { search: '', page: 1 })).toBe('tab=x');
    expect(write('', { pageSize: 1000, sort: { field: 'email', order: 'descend' } })).toBe('size=1000&sort=-email');
    expect(write('sort=-email', { sort: null })).toBe('');
  });

  it('reads back what it wrote', () => {
    const query = { search: 'Đức', page: 4, pageSize: 2000, sort: { field: 'username', order: 'ascend' } } as const;
    expect(readUserTableQuery(writeUserTableQuery(new URLSearchParams(), query))).toEqual(query);
  });
});
