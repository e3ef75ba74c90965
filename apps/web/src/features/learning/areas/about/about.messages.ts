import type { HomeCategory } from '@k9/domain';

/** Texts of the 'Về {product}' area. */
export const ABOUT_TEXT = {
  title: 'Giới thiệu',
  list: 'Bài giới thiệu',
  empty: 'Chưa có nội dung giới thiệu.',
  featured: 'Nổi bật',
  open: (title: string) => `Xem: ${title}`,
  homeCategory: { featured: 'Nổi bật', trending: 'Xu hướng', recommended: 'Đề xuất', latest: 'Mới nhất', popular: 'Phổ biến' } satisfies Record<HomeCategory, string>,
} as const;
