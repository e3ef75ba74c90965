import type { LoginResponse, Profile, PublicSession, RegisterAccountResponse, SignInOptions } from '@k9/contracts';
import { ROUTES } from '@k9/contracts/routes';
import { baseApi } from '../../api/base-api';
import { followServer } from '../../api/follow-server';

export type UsernameCredentials = { username: string; password: string };

/** The register payload of spec 1 §3: Gmail mode sends `email`, username mode `username` and `password`. */
export type RegisterPayload = {
  name: string;
  phone: string;
  email?: string;
  username?: string;
  password?: string;
  info: { startDate: string; durationDays: number; expiryDate: string; termsAccepted: boolean; termsAcceptedDate: string };
};

/** While the socket is down the profile is read this often: a renewal still unlocks the account, an ended session still ends. */
const PROFILE_POLL_WHILE_DOWN_MS = 30_000;

export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ROUTES.profile,
      providesTags: ['Profile'],
      // An admin's change to this account (renewal, new password, deletion) arrives at once over the socket.
      ...followServer<Profile, void>({
        readsAgain: () => ['Profile'],
        listen: (entry) => entry.on('account.changed', entry.readAgain),
        pollWhileDown: { everyMs: PROFILE_POLL_WHILE_DOWN_MS },
      }),
    }),
    /**
     * Who looks at a public page: 200 with `user: null` for a visitor, where GET /profile answers 401 (and the browser
     * logs it as a failed request on every visit). Signing in or out refetches it (tag).
     */
    getPublicSession: build.query<PublicSession, void>({
      query: () => ROUTES.publicSession,
      providesTags: ['Profile'],
    }),
    signInWithUsername: build.mutation<LoginResponse, UsernameCredentials>({
      query: (body) => ({ url: ROUTES.loginUsername, method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    signOut: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: ROUTES.logout, method: 'POST' }),
    }),
    /** Which ways of signing in the server offers: no Gmail mode while Google sign-in is not configured. */
    getSignInOptions: build.query<SignInOptions, void>({
      query: () => ROUTES.signInOptions,
    }),
    registerAccount: build.mutation<RegisterAccountResponse, RegisterPayload>({
      query: (body) => ({ url: ROUTES.registerAccount, method: 'POST', body }),
    }),
    changePassword: build.mutation<{ success: true; message: string }, { currentPassword?: string; newPassword: string }>({
      query: (body) => ({ url: ROUTES.profilePassword, method: 'PUT', body }),
      // Only a change changes the profile. A refusal must not refetch it: the guards would remount the screen, and the
      // forced change would lose the current-password field the refusal asked for.
      invalidatesTags: (result) => (result ? ['Profile'] : []),
    }),
  }),
});

export const { useGetProfileQuery, useSignInWithUsernameMutation, useSignOutMutation, useRegisterAccountMutation, useChangePasswordMutation } = identityApi;
export const { useGetSignInOptionsQuery, useGetPublicSessionQuery } = identityApi;
