import type { Profile } from '@k9/contracts';
import { useGetProfileQuery } from '../features/identity/identity.api';
import { useMinimumDelay } from './use-minimum-delay';

export type GuardProfile = { settled: false } | { settled: true; user: Profile | null };

/**
 * Fetches /profile afresh (the current user of every screen, see features/identity/current-user) and waits at least
 * `delayMs`. A failed fetch (401, network) counts as signed out even if an older profile is cached.
 */
export function useGuardProfile(delayMs: number): GuardProfile {
  const waited = useMinimumDelay(delayMs);
  const { data, isError, isSuccess, isFetching } = useGetProfileQuery(undefined, { refetchOnMountOrArgChange: true });
  const settled = waited && !isFetching && (isSuccess || isError);
  const user = settled && !isError && data?.id ? data : null;
  return settled ? { settled: true, user } : { settled: false };
}
