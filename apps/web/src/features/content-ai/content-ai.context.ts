import type { WebContext } from '../../app/web-context';

/**
 * The back office's generation queues (issue 34): no screen of their own. Their parts sit in the content screen (the
 * table's 'Tạo AI' column with the avatar, diagram and voice buttons, bulk voice over the selection, the queue modals,
 * the diagram progress modal, and the voice, image and diagram settings); the context brings their cache tag.
 */
export const contentAiWebContext = {
  name: 'content-ai',
  tagTypes: ['ContentAiQueue', 'ContentAiBatch'] as const,
} satisfies WebContext;
