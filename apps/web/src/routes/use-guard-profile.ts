import type { Profile } from '@k9/contracts';
import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';
import { useGetProfileQuery } from '../features/identity/identity.api';
import { userLoaded } from '../features/identity/session.slice';
import { useMinimumDelay } from './use-minimum-delay';

export type GuardProfile = { settled: false } | { settled: true; user: Profile | null };

/**
 * Fetches /profile afresh, waits at least `delayMs`, and stores the user in the session slice.
 * A failed fetch (401, network) counts as signed out even if an older profile is cached.
 */
export function useGuardProfile(delayMs: number): GuardProfile {
  const dispatch = useAppDispatch();
  const waited = useMinimumDelay(delayMs);
  const { data, isError, isSuccess, isFetching } = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const settled = waited && !isFetching && (isSuccess || isError);
  const user = settled && !isError && data?.id ? data : null;

  useEffect(() => {
    if (user) dispatch(userLoaded(user));
  }, [dispatch, user]);

  return settled ? { settled: true, user } : { settled: false };
}
