import type { LoginResponse, Profile } from '@k9/contracts';
import { ROUTES } from '@k9/contracts/routes';
import { baseApi } from '../../api/base-api';

export type UsernameCredentials = { username: string; password: string };

export const identityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<Profile, void>({
      query: () => ROUTES.profile,
      providesTags: ['Profile'],
    }),
    signInWithUsername: build.mutation<LoginResponse, UsernameCredentials>({
      query: (body) => ({ url: ROUTES.loginUsername, method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    signOut: build.mutation<{ success: boolean }, void>({
      query: () => ({ url: ROUTES.logout, method: 'POST' }),
    }),
  }),
});

export const { useGetProfileQuery, useSignInWithUsernameMutation, useSignOutMutation } = identityApi;
