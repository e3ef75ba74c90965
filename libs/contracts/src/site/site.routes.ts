/** HTTP routes of site settings (shared, personal and public). */
export const SITE_ROUTES = {
  setting: '/api/setting',
  settingByType: (type: string) => `/api/setting/${encodeURIComponent(type)}`,
  settingTypes: '/api/setting-types',
  publicSetting: (key: string) => `/api/public/setting/${encodeURIComponent(key)}`,
} as const;
