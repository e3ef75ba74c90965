/** What /ws tells a user about their own account. */
export type IdentityServerMessages = {
  /** To the user whose account an event changed (validity, password, classes, deletion): re-read /profile. */
  'account.changed': { userId: string; change: string };
};
