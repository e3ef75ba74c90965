import type { WebContext } from '../../app/web-context';

/**
 * The back office's generation queues (issue 34): no screen of their own. Their parts sit in the content screen (the
 * table's 'Tạo AI' column, bulk voice over the selection, the queue modals and the voice and image settings); the
 * context brings their cache tag.
 */
export const contentAiWebContext = {
  name: 'content-ai',
  tagTypes: ['ContentAiQueue'] as const,
} satisfies WebContext;
