/**
 * The homepage texts it cannot do without (spec 1 §2.3, §9): the brand, the hero's tagline and button, each section's
 * title and the price box. A stored `homepage_content` may leave a field out (the public page then shows the built-in
 * text), but may not send one of these blank. The editor marks the same fields required. Pure: the web imports it.
 */
export type HomepageField = { path: readonly string[]; label: string };

/** The editor's names of the homepage's sections: the server's messages name a field the way the editor shows it. */
export const HOMEPAGE_SECTION_NAMES = {
  hero: 'Phần mở đầu',
  problem: 'Vấn đề',
  solution: 'Giải pháp',
  howItWorks: 'Cách học',
  statsOverview: 'Số liệu nổi bật',
  resourceLibrary: 'Kho tài nguyên',
  programs: 'Chương trình học',
  socialProof: 'Cảm nhận học viên',
  faq: 'Câu hỏi thường gặp',
  finalCta: 'Lời mời cuối trang',
  pricing: 'Học phí',
} as const;

/** The editor's names of the fields of a section. */
export const HOMEPAGE_FIELD_NAMES = {
  brandLine: 'Tên thương hiệu',
  brandSubtitle: 'Dòng phụ thương hiệu',
  tagline: 'Khẩu hiệu',
  description: 'Mô tả',
  ctaText: 'Chữ trên nút',
  title: 'Tiêu đề',
  subtitle: 'Tiêu đề phụ',
  icon: 'Biểu tượng',
  imageFallback: 'Chữ thay cho ảnh',
  number: 'Con số',
  detail: 'Chi tiết',
  question: 'Câu hỏi',
  answer: 'Câu trả lời',
  price: 'Giá',
  period: 'Thời hạn',
  specialOffer: 'Ưu đãi đặc biệt',
  features: 'Quyền lợi (mỗi dòng một ý)',
  disclaimer: 'Ghi chú cuối',
} as const;

type SectionKey = keyof typeof HOMEPAGE_SECTION_NAMES;
type FieldKey = keyof typeof HOMEPAGE_FIELD_NAMES;

/** 'Phần mở đầu › Khẩu hiệu': the section, then the field. */
const field = (path: readonly string[], section: SectionKey, name: FieldKey): HomepageField => ({
  path,
  label: `${HOMEPAGE_SECTION_NAMES[section]} › ${HOMEPAGE_FIELD_NAMES[name]}`,
});

export const REQUIRED_HOMEPAGE_FIELDS: readonly HomepageField[] = [
  field(['hero', 'brandLine'], 'hero', 'brandLine'),
  field(['hero', 'tagline'], 'hero', 'tagline'),
  field(['hero', 'ctaText'], 'hero', 'ctaText'),
  field(['problem', 'title'], 'problem', 'title'),
  field(['solution', 'title'], 'solution', 'title'),
  field(['howItWorks', 'title'], 'howItWorks', 'title'),
  field(['statsOverview', 'title'], 'statsOverview', 'title'),
  field(['programs', 'title'], 'programs', 'title'),
  field(['socialProof', 'title'], 'socialProof', 'title'),
  field(['faq', 'title'], 'faq', 'title'),
  field(['finalCta', 'title'], 'finalCta', 'title'),
  field(['finalCta', 'pricing', 'title'], 'pricing', 'title'),
  field(['finalCta', 'pricing', 'price'], 'pricing', 'price'),
  field(['finalCta', 'pricing', 'ctaText'], 'pricing', 'ctaText'),
];

const isRequiredPath = (path: readonly (string | number)[]): boolean =>
  REQUIRED_HOMEPAGE_FIELDS.some((field) => field.path.length === path.length && field.path.every((key, index) => key === path[index]));

/** Whether the editor field at `path` is one the homepage cannot do without. */
export const isRequiredHomepageField = (path: readonly (string | number)[]): boolean => isRequiredPath(path);

const MISSING = Symbol('missing');

const at = (value: unknown, path: readonly string[]): unknown => {
  let current: unknown = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object' || Array.isArray(current) || !(key in current)) return MISSING;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
};

/** The required fields a `homepage_content` payload sends blank (or as something other than a text); missing ones pass. */
export function blankRequiredHomepageFields(content: unknown): HomepageField[] {
  return REQUIRED_HOMEPAGE_FIELDS.filter((field) => {
    const value = at(content, field.path);
    return value !== MISSING && (typeof value !== 'string' || value.trim() === '');
  });
}

export const HOMEPAGE_MESSAGES = {
  requiredBlank: (labels: readonly string[]) => `Trang chủ không thể thiếu các nội dung sau, vui lòng nhập: ${labels.join(', ')}.`,
  requiredField: 'Trường này là bắt buộc: trang chủ không thể thiếu nội dung này.',
} as const;
