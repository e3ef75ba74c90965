import type { ContentType } from '@k9/domain';

/**
 * What /ws tells admins about content records: records of these types were created, edited or deleted (by anyone: a
 * form, a bulk action, an import, a job); open lists of those types read again. Coalesced on the server (at most one
 * message per half second), so an import of 10,000 rows sends a handful. `ids`: the records changed since the last
 * message, or null when there were too many to list.
 */
export type ContentServerMessages = {
  'content.changed': { types: ContentType[]; ids: number[] | null };
  /**
   * The same news for every signed-in socket (the learner area), at most about once a second: ids and types only (no
   * title, nothing a record says), so a record the reader may not see leaks nothing; the client reads again through
   * the access-filtered API, and an item the reader lost access to disappears.
   */
  'learner.content.changed': { types: ContentType[]; ids: number[] | null };
};
