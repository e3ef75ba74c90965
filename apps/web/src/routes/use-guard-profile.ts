import type { Profile } from '@k9/contracts';
import { useState } from 'react';
import { errorStatus } from '../api/errors';
import { useGetProfileQuery } from '../features/identity/identity.api';
import { useMinimumDelay } from './use-minimum-delay';

/** `sessionEnded`: someone was signed in when the screen opened, and a later read of the profile says the session is gone. */
export type GuardProfile = { settled: false } | { settled: true; user: Profile | null; sessionEnded?: boolean };

/**
 * Fetches /profile afresh (the current user of every screen, see features/identity/current-user) and waits at least
 * `delayMs`. A failed fetch (401, network) counts as signed out even if an older profile is cached. Once settled, the
 * profile's later reads (it follows the server: identity.api) keep the screen as it is; only a 401 ends it (signed out
 * elsewhere, password changed or reset), as the socket's close does.
 */
export function useGuardProfile(delayMs: number): GuardProfile {
  const waited = useMinimumDelay(delayMs);
  const { data, isError, error, isSuccess, isFetching } = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const userNow = !isError && data?.id ? data : null;
  const settledNow = waited && !isFetching && (isSuccess || isError);
  const [opened, setOpened] = useState<'signed-in' | 'signed-out' | null>(null);
  if (settledNow && opened === null) setOpened(userNow ? 'signed-in' : 'signed-out');
  const first = opened ?? (settledNow ? (userNow ? 'signed-in' : 'signed-out') : null);
  if (first === null) return { settled: false };
  if (first === 'signed-out') return { settled: true, user: null };
  if (isError && errorStatus(error) === 401) return { settled: true, user: null, sessionEnded: true };
  // Read afresh from nothing (the cache was reset as the session ended): wait for the answer.
  if (!data && isFetching) return { settled: false };
  return { settled: true, user: data?.id ? data : null };
}
