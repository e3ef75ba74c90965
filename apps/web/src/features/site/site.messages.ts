/** Vietnamese texts of the public homepage shell. */
export const SITE_TEXT = {
  brand: 'K9',
  brandTagline: 'Nền tảng chia sẻ kiến thức',
  homeTitle: 'Trang chủ',
  homeHeadline: 'Học kinh doanh và tài chính qua tình huống thực tế',
  homeLead:
    'Trang chủ giới thiệu đầy đủ đang được hoàn thiện. Bạn có thể đăng nhập để tiếp tục học trên nền tảng.',
} as const;
