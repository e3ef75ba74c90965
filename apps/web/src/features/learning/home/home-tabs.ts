import type { ContentType } from '@k9/domain';
import { learnerTabsOf, type LearnerTab } from '../../../app/web-context';
import { CONTEXTS } from '../../../contexts';

/**
 * The learner home's tabs (spec 2 §1), as the contexts declare them (`learnerTabs` in their context files): the tab
 * bar's, then the other areas ("the public tab list also includes story, library, report, company and thesis").
 */
export const HOME_TABS: readonly LearnerTab[] = learnerTabsOf(CONTEXTS);
export const MAIN_TABS = HOME_TABS.filter((tab) => tab.place === 'main');
export const OTHER_TABS = HOME_TABS.filter((tab) => tab.place === 'other');

export type HomeTab = string;
export const DEFAULT_TAB: HomeTab = 'caseTraining';

/** How many tabs a narrow screen shows before the '...' menu (spec 2 §2.2). */
export const NARROW_VISIBLE_TABS = 3;

const idsWhere = (has: (tab: LearnerTab) => unknown): HomeTab[] => HOME_TABS.filter(has).map((tab) => tab.id);
const typesBy = (typeOf: (tab: LearnerTab) => string | undefined): Partial<Record<HomeTab, ContentType>> =>
  Object.fromEntries(HOME_TABS.flatMap((tab) => (typeOf(tab) ? [[tab.id, typeOf(tab) as ContentType]] : [])));

/** The tabs whose header carries the program picker (spec 2 §2.2). */
export const PROGRAM_TABS: readonly HomeTab[] = idsWhere((tab) => tab.programPicker);
/** The tabs with a function (filter) bar that can be hidden on desktop. */
export const FUNCTION_BAR_TABS: readonly HomeTab[] = idsWhere((tab) => tab.functionBar);
/** The tabs with a count badge, and the content type each counts. */
export const BADGE_TYPES: Partial<Record<HomeTab, ContentType>> = typesBy((tab) => tab.badge);
/** The content type each reading tab lists. */
export const READING_TYPES: Partial<Record<HomeTab, ContentType>> = typesBy((tab) => tab.reading);
/** Tabs no context has built yet: they show 'Đang phát triển' until then. */
export const UNDER_DEVELOPMENT_TABS: readonly HomeTab[] = idsWhere((tab) => !tab.area);

export const isHomeTab = (value: string): value is HomeTab => HOME_TABS.some((tab) => tab.id === value);
export const tabLabel = (tab: HomeTab): string => HOME_TABS.find((item) => item.id === tab)?.label ?? tab;
export const homeTabOf = (tab: HomeTab): LearnerTab | undefined => HOME_TABS.find((item) => item.id === tab);
