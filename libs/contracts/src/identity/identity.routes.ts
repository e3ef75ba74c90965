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
  user: '/api/user',
  userById: (id: string) => `/api/user/${encodeURIComponent(id)}`,
  /** PUT { isAdmin }: super admins only. */
  userAdmin: (id: string) => `/api/user/${encodeURIComponent(id)}/admin`,
  userClass: '/api/user-class',
  userClassById: (id: number) => `/api/user-class/${id}`,
} as const;

/** GET /api/public/sign-in-options: `google` is false while Google sign-in is not configured (no Gmail-mode registration then). */
export type SignInOptions = { google: boolean };

export const SESSION_COOKIE = 'k9.sid';
