import { adminMenuOf } from '../../app/web-context';
import { CONTEXTS } from '../../contexts';

export const ADMIN_TEXT = {
  panelTitle: 'Admin Panel',
  systemSettings: 'Cài đặt hệ thống',
  openMenu: 'Mở menu',
  closeMenu: 'Đóng menu',
  menuLabel: 'Menu quản trị',
  systemGroup: 'Hệ thống',
  /** Shown to an auditor (issue 36 §4) above every admin screen. */
  readOnlyNotice: 'Bạn đang dùng tài khoản kiểm toán: chỉ được xem, không được thay đổi dữ liệu.',
} as const;

/** Spec 1 §2.6's menu, from the entries each context declares, in the spec's order; the first is the default selection. */
export const ADMIN_MENU = adminMenuOf(CONTEXTS);
