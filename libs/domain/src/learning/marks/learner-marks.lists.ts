import type { ContentType } from '../../content/content.types.js';

/**
 * A learner's marks (spec 2 §3 User.info, §4.4): lists of item ids. The report list holds AI summary ids, the others
 * content record ids. Pure and import-light: the web reads this file too.
 */
export const MARK_LISTS = ['bookmarks_stream', 'read_items_stream', 'bookmarks_library', 'bookmarks_report', 'bookmarks_story'] as const;
export type MarkList = (typeof MARK_LISTS)[number];
export type BookmarkList = Exclude<MarkList, 'read_items_stream'>;
export const isMarkList = (value: unknown): value is MarkList => typeof value === 'string' && (MARK_LISTS as readonly string[]).includes(value);

/** Most ids one list keeps: a user who marks more drops older marks first. */
export const MARK_LIST_LIMIT = 5_000;
/** Item ids are integer column values: 1 to 2^31 - 1. */
export const MAX_MARK_ITEM_ID = 2_147_483_647;
export const isMarkItemId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_MARK_ITEM_ID;

/** What a list holds: content records of these types, or AI summaries (the reports). */
export type MarkedItemKind = { kind: 'content'; types: readonly ContentType[] } | { kind: 'aiSummary' };
const STREAM_TYPES: readonly ContentType[] = ['news', 'caseTraining', 'longForm', 'home'];
export const MARKED_ITEMS: Record<MarkList, MarkedItemKind> = {
  bookmarks_stream: { kind: 'content', types: STREAM_TYPES },
  read_items_stream: { kind: 'content', types: STREAM_TYPES },
  bookmarks_library: { kind: 'content', types: ['library'] },
  bookmarks_report: { kind: 'aiSummary' },
  bookmarks_story: { kind: 'content', types: ['story'] },
};

/** The bookmark list a content type's list filters on (bookmarked=true): library and story their own, the rest the stream's. */
export const bookmarkListOf = (type: ContentType): BookmarkList => (type === 'library' ? 'bookmarks_library' : type === 'story' ? 'bookmarks_story' : 'bookmarks_stream');

/** How the lists are named to a learner (messages). */
export const MARK_LIST_LABELS: Record<MarkList, string> = {
  bookmarks_stream: 'bài viết đã lưu',
  read_items_stream: 'bài đã đọc',
  bookmarks_library: 'thư viện đã lưu',
  bookmarks_report: 'báo cáo đã lưu',
  bookmarks_story: 'câu chuyện đã lưu',
};
