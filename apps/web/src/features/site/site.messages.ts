/** Vietnamese texts shared by the site's screens. */
export const SITE_TEXT = {
  loading: 'Đang tải',
} as const;
