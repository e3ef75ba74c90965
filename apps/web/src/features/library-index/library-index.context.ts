import type { WebContext } from '../../app/web-context';

/**
 * The library index (issue 28): no screen of its own. Its parts sit in other contexts' screens (the content table's
 * embedding column and bulk embed, the AI admin page's 'Chỉ mục thư viện' tab); it brings its cache tags.
 */
export const libraryIndexWebContext = {
  name: 'library-index',
  tagTypes: ['LibraryIndex'] as const,
} satisfies WebContext;
