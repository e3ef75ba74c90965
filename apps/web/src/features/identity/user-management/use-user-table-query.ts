import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readUserTableQuery, writeUserTableQuery, type UserTableQuery } from './user-table-query';

/** The user table's search, page and sort, read from and written to the address (replacing the history entry). */
export function useUserTableQuery(): [UserTableQuery, (change: Partial<UserTableQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readUserTableQuery(params), [params]);
  const update = (change: Partial<UserTableQuery>) =>
    setParams((current) => writeUserTableQuery(current, { ...readUserTableQuery(current), ...change }), { replace: true });
  return [query, update];
}
