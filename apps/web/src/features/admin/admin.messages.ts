import { PATHS } from '../../routes/paths';

export const ADMIN_TEXT = {
  panelTitle: 'Admin Panel',
  systemSettings: 'Cài đặt hệ thống',
  openMenu: 'Mở menu',
  closeMenu: 'Đóng menu',
  menuLabel: 'Menu quản trị',
} as const;

/** Spec 1 §2.6, in this order; the first entry is the default selection. */
export const ADMIN_MENU = [
  { key: PATHS.admin, label: 'AI Generation' },
  { key: PATHS.homepageContent, label: 'Homepage Content' },
  { key: PATHS.management, label: 'Page Management' },
  { key: PATHS.userManagement, label: 'User Management' },
  { key: PATHS.k9Management, label: 'K9 Management' },
  { key: PATHS.companyReport, label: 'Company Report' },
] as const;
