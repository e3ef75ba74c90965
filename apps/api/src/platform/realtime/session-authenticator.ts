import type { IncomingMessage } from 'node:http';

export type SocketIdentity = { userId: string; isAdmin: boolean; sessionId: string };

/** Resolves the signed-in user from a request's session cookie, and tells when sessions end (implemented by the identity context). */
export interface SessionAuthenticator {
  authenticate(request: IncomingMessage): Promise<SocketIdentity | null>;
  /** Of these session ids, the ones still signed in now. */
  liveSessions(sessionIds: readonly string[]): Promise<Set<string>>;
  /** Of these users, the ones who are admins now: a socket opened by an admin closes once they no longer are. */
  adminsAmong(userIds: readonly string[]): Promise<Set<string>>;
  /**
   * Calls `listener` when sessions of a user (null: possibly anyone's) may have ended on any instance: logout,
   * a password change or reset, a deletion; or when a user's admin rights were withdrawn. Returns the unsubscribe function.
   */
  onSessionsEnded(listener: (userId: string | null) => Promise<void> | void): () => void;
}

export const SESSION_AUTHENTICATOR = Symbol('SESSION_AUTHENTICATOR');
