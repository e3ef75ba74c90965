/** Vietnamese texts of the public homepage (spec 1 §2.3, §8). */
export const HOMEPAGE_TEXT = {
  brand: 'K9',
  brandTagline: 'Nền tảng chia sẻ kiến thức',
  homeTitle: 'Trang chủ',
  loadError: 'Có lỗi khi tải nội dung trang chủ',
  retry: 'Thử lại',
  nav: { programs: 'Chương trình', faq: 'Hỏi đáp', pricing: 'Học phí' },
  /** A signed-in visitor's way back to the learner area, in place of Đăng nhập / Đăng ký. */
  toLearnerArea: 'Vào Trang K9',
  countdown: { days: 'Ngày', hours: 'Giờ', minutes: 'Phút', seconds: 'Giây' },
  footer: 'K9 - Nền tảng chia sẻ kiến thức kinh doanh và tài chính',
} as const;
