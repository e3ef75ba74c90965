import type { ContentType } from '@k9/domain';

/** Main tabs of spec 2 §1 (ids and labels), in order; the first three stay visible at 768 px or narrower. */
export const MAIN_TABS = [
  { id: 'caseTraining', label: 'Case Study' },
  { id: 'stream', label: 'Lý thuyết' },
  { id: 'longForm', label: 'Kho tài nguyên' },
  { id: 'caseUser', label: 'Case Builder' },
  { id: 'ai', label: 'Trợ lý học thuật AI' },
  { id: 'home', label: 'Về K9' },
] as const;

/** The other areas of spec 2 §1 ("the public tab list also includes story, library, report, company and thesis"). */
export const OTHER_TABS = [
  { id: 'story', label: 'Câu chuyện' },
  { id: 'library', label: 'Thư viện' },
  { id: 'report', label: 'Báo cáo' },
  { id: 'company', label: 'Doanh nghiệp' },
  { id: 'thesis', label: 'Thesis' },
] as const;

export const HOME_TABS = [...MAIN_TABS, ...OTHER_TABS] as const;
export type HomeTab = (typeof HOME_TABS)[number]['id'];
export const DEFAULT_TAB: HomeTab = 'caseTraining';

/** How many tabs a narrow screen shows before the '...' menu (spec 2 §2.2). */
export const NARROW_VISIBLE_TABS = 3;

/** The tabs whose header carries the program picker (spec 2 §2.2). */
export const PROGRAM_TABS: readonly HomeTab[] = ['stream', 'longForm', 'caseTraining', 'home', 'caseUser', 'ai'];
/** The tabs with a function (filter) bar that can be hidden on desktop. */
export const FUNCTION_BAR_TABS: readonly HomeTab[] = ['stream', 'longForm', 'caseTraining'];
/** The tabs with a count badge, and the content type each counts. */
export const BADGE_TYPES: Partial<Record<HomeTab, ContentType>> = { stream: 'news', caseTraining: 'caseTraining', longForm: 'longForm' };
/** The content type each reading tab lists. */
export const READING_TYPES: Partial<Record<HomeTab, ContentType>> = { caseTraining: 'caseTraining', stream: 'news', longForm: 'longForm' };
/** Tabs built by later issues: they show 'Đang phát triển' until then. */
export const UNDER_DEVELOPMENT_TABS: readonly HomeTab[] = ['ai', 'company', 'thesis'];

export const isHomeTab = (value: string): value is HomeTab => HOME_TABS.some((tab) => tab.id === value);
export const tabLabel = (tab: HomeTab): string => HOME_TABS.find((item) => item.id === tab)?.label ?? tab;
