import type { UserRecord } from '@k9/contracts';
import { useEffect, useMemo, useState } from 'react';

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The clock, ticking every `intervalMs`: the validity column counts down without a reload. */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** Lower case without Vietnamese diacritics: 'Nguyễn Đức' is found by 'nguyen duc'. */
export const searchKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

const SEARCH_DELAY_MS = 250;

/** Client-side search over name, username, e-mail and phone; each user's key is built once per list. */
export function useUserSearch(users: UserRecord[] | undefined, query: string): UserRecord[] {
  const debounced = useDebouncedValue(query, SEARCH_DELAY_MS);
  const indexed = useMemo(
    () => (users ?? []).map((user) => ({ user, key: searchKey([user.name, user.username, user.email, user.phone, user.phoneNormalized].filter(Boolean).join(' ')) })),
    [users],
  );
  return useMemo(() => {
    const terms = searchKey(debounced.trim()).split(/\s+/).filter(Boolean);
    if (terms.length === 0) return indexed.map(({ user }) => user);
    return indexed.filter(({ key }) => terms.every((term) => key.includes(term))).map(({ user }) => user);
  }, [indexed, debounced]);
}
