import type { Profile } from '@k9/contracts';
import { errorStatus } from '../../api/errors';
import { useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { identityApi, useGetPublicSessionQuery } from './identity.api';

const selectProfile = identityApi.endpoints.getProfile.select();

/**
 * The signed-in user: the last answer of GET /profile (the route guards fetch it afresh; it follows the server, identity.api).
 * null before that, after signing out, and once /profile answers 401 (the session is gone); a failed poll for another
 * reason (the network) keeps the user.
 */
export const selectCurrentUser = (state: RootState): Profile | null => {
  const profile = selectProfile(state);
  if (profile.isError && errorStatus(profile.error) === 401) return null;
  return profile.data?.id ? profile.data : null;
};

/** The one way a screen knows who is signed in. */
export const useCurrentUser = (): Profile | null => useAppSelector(selectCurrentUser);

/**
 * The signed-in user on a screen anyone may open (the homepage): asked once per visit of the screen through the public
 * session, which answers a visitor 200 `{ user: null }` (GET /profile would answer 401); it never sends a visitor to
 * sign in. `known` is false until that first answer.
 */
export function useOptionalCurrentUser(): { user: Profile | null; known: boolean } {
  const { data, isUninitialized, isLoading } = useGetPublicSessionQuery(undefined, { refetchOnMountOrArgChange: true });
  return { user: data?.user ?? null, known: !isUninitialized && !isLoading };
}
