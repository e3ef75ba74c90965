/** HTTP routes the api serves and the web calls. */
export const ROUTES = {
  loginUsername: '/login/username',
  logout: '/logout',
  profile: '/profile',
  profilePassword: '/profile/password',
  /** Google sign-in: a full-page visit, `?redirect=/home` (a same-site path) is where it ends. */
  loginGoogle: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  loginGoogleCallback: '/login/google/callback',
  registerAccount: '/api/public/register-account',
  user: '/api/user',
  userById: (id: string) => `/api/user/${encodeURIComponent(id)}`,
  userClass: '/api/user-class',
  userClassById: (id: number) => `/api/user-class/${id}`,
  health: '/api/health',
  setting: '/api/setting',
  settingByType: (type: string) => `/api/setting/${encodeURIComponent(type)}`,
  publicSetting: (key: string) => `/api/public/setting/${encodeURIComponent(key)}`,
  auditStream: (streamId: string) => `/api/audit/stream/${encodeURIComponent(streamId)}`,
  uploadManyFile: '/api/upload-many-file',
  /** An uploaded file; `key` is the server's `yyyy/mm/<uuid>.<ext>` (its slashes stay). */
  file: (key: string) => `/files/${key}`,
} as const;

export const SESSION_COOKIE = 'k9.sid';
