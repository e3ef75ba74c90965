/** Texts of the library area (spec 2 §2.8). */
export const LIBRARY_TEXT = {
  title: 'Thư viện',
  search: 'Tìm kiếm trong thư viện...',
  categories: 'Danh mục thư viện',
  empty: 'Chưa có nội dung nào trong thư viện.',
  noMatch: 'Không tìm thấy nội dung phù hợp.',
  pages: (n: number) => `${n} trang`,
} as const;
