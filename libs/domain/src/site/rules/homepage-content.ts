/**
 * The homepage texts it cannot do without (spec 1 §2.3, §9): the brand, the hero's tagline and button, each section's
 * title and the price box. A stored `homepage_content` may leave a field out (the public page then shows the built-in
 * text), but may not send one of these blank. The editor marks the same fields required. Pure: the web imports it.
 */
export type HomepageField = { path: readonly string[]; label: string };

export const REQUIRED_HOMEPAGE_FIELDS: readonly HomepageField[] = [
  { path: ['hero', 'brandLine'], label: 'Hero › Brand line' },
  { path: ['hero', 'tagline'], label: 'Hero › Tagline' },
  { path: ['hero', 'ctaText'], label: 'Hero › Button text' },
  { path: ['problem', 'title'], label: 'Problem › Title' },
  { path: ['solution', 'title'], label: 'Solution › Title' },
  { path: ['howItWorks', 'title'], label: 'How It Works › Title' },
  { path: ['statsOverview', 'title'], label: 'Stats Overview › Title' },
  { path: ['programs', 'title'], label: 'Programs › Title' },
  { path: ['socialProof', 'title'], label: 'Social Proof › Title' },
  { path: ['faq', 'title'], label: 'FAQ › Title' },
  { path: ['finalCta', 'title'], label: 'Final Call to Action › Title' },
  { path: ['finalCta', 'pricing', 'title'], label: 'Pricing › Title' },
  { path: ['finalCta', 'pricing', 'price'], label: 'Pricing › Price' },
  { path: ['finalCta', 'pricing', 'ctaText'], label: 'Pricing › Button text' },
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
