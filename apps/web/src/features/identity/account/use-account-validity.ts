import type { Profile } from '@k9/contracts';
import { accountValidity, type AccountValidity } from '@k9/domain/identity/rules/account-validity';
import { useEffect, useState } from 'react';

/** Spec 2 §4.2: the badge refreshes every 15 s in warning, 30 s when active, 60 s otherwise. */
export const refreshMsFor = (state: AccountValidity['state']): number => (state === 'warning' ? 15_000 : state === 'active' ? 30_000 : 60_000);

/**
 * The account's state now, on the server's clock (the profile says what time it was there when it answered, and
 * `receivedAt` when that answer arrived), recomputed at the spec's rhythm so the lock appears the moment the account expires.
 */
export function useAccountValidity(profile: Profile | null | undefined, receivedAt: number | undefined): AccountValidity & { now: number } {
  const [clientNow, setClientNow] = useState(() => Date.now());
  const offset = profile && receivedAt ? Date.parse(profile.serverTime) - receivedAt : 0;
  const now = Math.max(clientNow, receivedAt ?? 0) + offset;
  const validity = profile ? accountValidity(profile, now) : { state: 'no_setup' as const, remainingMs: null, startsInMs: null };

  useEffect(() => {
    const timer = setInterval(() => setClientNow(Date.now()), refreshMsFor(validity.state));
    return () => clearInterval(timer);
  }, [validity.state]);

  return { ...validity, now };
}
