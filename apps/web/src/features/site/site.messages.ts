/** Vietnamese texts of the public homepage and the welcome popup (spec 1 §1, §2.3, §8). */
export const SITE_TEXT = {
  brand: 'K9',
  brandTagline: 'Nền tảng chia sẻ kiến thức',
  homeTitle: 'Trang chủ',
  loading: 'Đang tải',
  loadError: 'Có lỗi khi tải nội dung trang chủ',
  retry: 'Thử lại',
  nav: { programs: 'Chương trình', faq: 'Hỏi đáp', pricing: 'Học phí' },
  countdown: { days: 'Ngày', hours: 'Giờ', minutes: 'Phút', seconds: 'Giây' },
  resourceLibrary: 'Thư viện tài nguyên',
  footer: 'K9 - Nền tảng chia sẻ kiến thức kinh doanh và tài chính',
  welcome: {
    title: 'Chào mừng bạn đến với K9',
    dontShowAgain: 'Không xuất hiện lần sau',
    close: 'Đóng',
    imageAlt: 'Hướng dẫn sử dụng',
  },
} as const;
