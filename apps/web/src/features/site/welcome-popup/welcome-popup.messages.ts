/** Vietnamese texts of the welcome popup (spec 1 §1, spec 2 §2.8). */
export const WELCOME_TEXT = {
  title: 'Chào mừng bạn đến với K9',
  dontShowAgain: 'Không xuất hiện lần sau',
  close: 'Đóng',
  imageAlt: 'Hướng dẫn sử dụng',
} as const;
