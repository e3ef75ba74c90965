import { DomainError } from '../../shared/decider.js';
import type { ContentType } from '../content.types.js';

/** TAG1-3 options (value/label) and TAG4 programs (also description and imageUrl), spec 3 §3, spec 2 §3 "Program option". */
export type TagOption = { value: string; label: string };
export type ProgramOption = TagOption & { description: string; imageUrl: string | null };
export const TAG_SETTING_TYPES = ['TAG1_OPTIONS', 'TAG2_OPTIONS', 'TAG3_OPTIONS', 'TAG4_OPTIONS'] as const;
export type TagSettingType = (typeof TAG_SETTING_TYPES)[number];
export const isTagSettingType = (type: string): type is TagSettingType => (TAG_SETTING_TYPES as readonly string[]).includes(type);

/** How the manager names each list's entries in its messages. */
export const TAG_KIND: Record<TagSettingType, string> = { TAG1_OPTIONS: 'category', TAG2_OPTIONS: 'level', TAG3_OPTIONS: 'series', TAG4_OPTIONS: 'program' };

const options = (labels: readonly string[]): TagOption[] => labels.map((label) => ({ value: label, label }));

/** Spec 3 §9 "Tag defaults, saved back when unset". */
export const TAG_DEFAULTS: { TAG1_OPTIONS: TagOption[]; TAG2_OPTIONS: TagOption[]; TAG3_OPTIONS: TagOption[]; TAG4_OPTIONS: ProgramOption[] } = {
  TAG1_OPTIONS: options(['Business Strategy', 'Marketing', 'Finance', 'Operations', 'Technology', 'Leadership', 'Innovation', 'Customer Experience']),
  TAG2_OPTIONS: options(['Beginner', 'Intermediate', 'Advanced', 'Expert', 'Case Study', 'Theory', 'Practice', 'Tool']),
  TAG3_OPTIONS: options(['Industry', 'Startup', 'Enterprise', 'SME', 'Global', 'Local', 'Digital', 'Traditional']),
  TAG4_OPTIONS: [1, 2, 3, 4, 5].map((n) => ({ value: `Program ${n}`, label: `Program ${n}`, description: '', imageUrl: null })),
};

export const TAXONOMY_NAME = { min: 2, max: 50 } as const;
export const TAXONOMY_MESSAGES = {
  required: (kind: string) => `Vui lòng nhập tên ${kind}!`,
  tooShort: (kind: string) => `Tên ${kind} phải có ít nhất ${TAXONOMY_NAME.min} ký tự!`,
  tooLong: (kind: string) => `Tên ${kind} không được quá ${TAXONOMY_NAME.max} ký tự!`,
  taken: (kind: string) => `Tên ${kind} đã tồn tại!`,
  listRequired: (kind: string) => `Danh sách ${kind} phải là một mảng JSON gồm value và label!`,
  descriptionTooLong: 'Mô tả chương trình không được quá 1000 ký tự!',
  imageUrlInvalid: 'Ảnh chương trình phải là một đường dẫn hợp lệ!',
} as const;

const refuse = (code: string, message: string) => new DomainError(code, message);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A taxonomy name: required, 2 to 50 characters once trimmed (spec 3 §5). */
export function taxonomyName(raw: unknown, kind: string): string {
  const name = typeof raw === 'string' ? raw.normalize('NFC').trim() : '';
  if (!name) throw refuse('TAXONOMY_NAME_REQUIRED', TAXONOMY_MESSAGES.required(kind));
  if (name.length < TAXONOMY_NAME.min) throw refuse('TAXONOMY_NAME_TOO_SHORT', TAXONOMY_MESSAGES.tooShort(kind));
  if (name.length > TAXONOMY_NAME.max) throw refuse('TAXONOMY_NAME_TOO_LONG', TAXONOMY_MESSAGES.tooLong(kind));
  return name;
}

/** A whole TAG list as saved: names checked and trimmed, unique (case and accents aside from spelling: exact, ignoring case). */
export function validTagOptions(type: TagSettingType, raw: unknown): TagOption[] | ProgramOption[] {
  const kind = TAG_KIND[type];
  if (!Array.isArray(raw) || raw.some((item) => !isObject(item))) throw refuse('INVALID_SETTING', TAXONOMY_MESSAGES.listRequired(kind));
  const seen = new Set<string>();
  return (raw as Array<Record<string, unknown>>).map((item) => {
    const label = taxonomyName(item.label ?? item.value, kind);
    const value = typeof item.value === 'string' && item.value.trim() ? item.value.normalize('NFC').trim().slice(0, 200) : label;
    const key = label.toLocaleLowerCase('vi');
    if (seen.has(key)) throw refuse('TAXONOMY_NAME_TAKEN', TAXONOMY_MESSAGES.taken(kind));
    seen.add(key);
    if (type !== 'TAG4_OPTIONS') return { value, label };
    const description = typeof item.description === 'string' ? item.description.normalize('NFC').trim() : '';
    if (description.length > 1000) throw refuse('INVALID_SETTING', TAXONOMY_MESSAGES.descriptionTooLong);
    const imageUrl = typeof item.imageUrl === 'string' && item.imageUrl.trim() ? item.imageUrl.trim() : null;
    if (imageUrl !== null && (imageUrl.length > 2000 || !/^(https?:\/\/\S+|\/(?!\/)\S*)$/i.test(imageUrl))) throw refuse('INVALID_SETTING', TAXONOMY_MESSAGES.imageUrlInvalid);
    return { value, label, description, imageUrl };
  });
}

/** Spec 3 §9 "Category lists", per record type. */
export const CATEGORY_LISTS = {
  libraryNews: [
    'Tư duy & Kỹ năng', 'Mô hình & Công cụ ứng dụng', 'Techtok', 'Kinh tế vỉa hè', 'TL-DR', 'Story', 'Tải về', 'Luật & Chính sách', 'Flashcard',
    'Deep-dive', 'Luận giải', 'Phương pháp luận', 'Khung phân tích', 'Mô hình', 'Nguyên tắc kinh doanh', 'Lý thuyết - Học thuyết', 'Khác',
  ],
  homeNewsLongForm: [
    'Lý thuyết', 'Khái niệm', 'Nguyên tắc kinh doanh', 'Khung phân tích', 'Mô hình', 'Phương pháp luận', 'Công cụ & kỹ thuật',
    'Các báo cáo ngành - vĩ mô', 'Best Practices', 'Case Studies', 'Tài nguyên khác',
  ],
  library: ['Ý tưởng khởi nghiệp', 'Tips khởi nghiệp', 'Sáng tạo khác'],
  story: ['Case study', 'Kinh tế - tài chính', 'Thế giới', 'Công nghệ', 'Đổi mới sáng tạo', 'Khác'],
  storyFormats: ['Podcast', 'Bài viết'],
  /** What classification may choose (spec 3 §5), else 'Tài nguyên khác'. */
  classification: ['Tư duy & Kỹ năng', 'Mô hình & Công cụ ứng dụng'],
} as const;

export const CATEGORY_FALLBACK = 'Tài nguyên khác';

/** The category choices of the form per record type (caseTraining uses the home/news/longForm list). */
export const CATEGORIES_BY_TYPE: Record<ContentType, readonly string[]> = {
  home: CATEGORY_LISTS.homeNewsLongForm,
  news: CATEGORY_LISTS.homeNewsLongForm,
  longForm: CATEGORY_LISTS.homeNewsLongForm,
  caseTraining: CATEGORY_LISTS.homeNewsLongForm,
  library: CATEGORY_LISTS.library,
  story: CATEGORY_LISTS.story,
};
