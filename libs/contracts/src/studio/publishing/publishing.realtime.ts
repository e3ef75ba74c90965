import type { ApprovalState } from './publishing.routes.js';

/** What /ws tells the admin whose batch approve runs (their tabs only): the batch after each record and when it ends. */
export type PublishingServerMessages = {
  'studio.approval.progress': ApprovalState;
};
