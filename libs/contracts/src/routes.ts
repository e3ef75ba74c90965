/** HTTP routes the api serves and the web calls. */
export const ROUTES = {
  loginUsername: '/login/username',
  logout: '/logout',
  profile: '/profile',
  health: '/api/health',
  setting: '/api/setting',
  settingByType: (type: string) => `/api/setting/${encodeURIComponent(type)}`,
  publicSetting: (key: string) => `/api/public/setting/${encodeURIComponent(key)}`,
  auditStream: (streamId: string) => `/api/audit/stream/${encodeURIComponent(streamId)}`,
} as const;

export const SESSION_COOKIE = 'k9.sid';
