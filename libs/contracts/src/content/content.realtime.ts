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
   * The same news for the learner area, at most about once a second per readers' room (see `readerRooms`): ids and
   * types only, and only of records the socket's reader may read, before or after the change (a record that was
   * withdrawn or deleted reaches those who could read it, so that it disappears). Drafts and admin-only records reach
   * admins only. The client reads again through the access-filtered API.
   */
  'learner.content.changed': { types: ContentType[]; ids: number[] | null };
};
