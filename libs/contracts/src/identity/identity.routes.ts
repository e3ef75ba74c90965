import type { Profile } from './account.dto.js';

/** HTTP routes of identity: sign-in, registration, the profile, users and classes. */
export const IDENTITY_ROUTES = {
  loginUsername: '/login/username',
  logout: '/logout',
  profile: '/profile',
  profilePassword: '/profile/password',
  /** Google sign-in: a full-page visit, `?redirect=/home` (a same-site path) is where it ends. */
  loginGoogle: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  loginGoogleCallback: '/login/google/callback',
  registerAccount: '/api/public/register-account',
  /** GET: which ways of signing in this server offers (`SignInOptions`). */
  signInOptions: '/api/public/sign-in-options',
  /** GET: who is looking at a public page (`PublicSession`), 200 for a visitor too. */
  publicSession: '/api/public/session',
  user: '/api/user',
  userById: (id: string) => `/api/user/${encodeURIComponent(id)}`,
  /** PUT { isAdmin }: super admins only. */
  userAdmin: (id: string) => `/api/user/${encodeURIComponent(id)}/admin`,
  /** PUT { auditor }: super admins only. */
  userAuditor: (id: string) => `/api/user/${encodeURIComponent(id)}/auditor`,
  userClass: '/api/user-class',
  userClassById: (id: number) => `/api/user-class/${id}`,
} as const;

/** GET /api/public/sign-in-options: `google` is false while Google sign-in is not configured (no Gmail-mode registration then). */
export type SignInOptions = { google: boolean };

/**
 * GET /api/public/session: the signed-in user's profile as GET /profile gives it, or null for a visitor. Public pages
 * ask this instead of /profile, whose 401 is for the guards of the signed-in screens.
 */
export type PublicSession = { user: Profile | null };

export const SESSION_COOKIE = 'k9.sid';
