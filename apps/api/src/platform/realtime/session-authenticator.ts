import type { IncomingMessage } from 'node:http';

/** What a user's sockets may hear, as their account stands now. */
export type SocketAccess = {
  isAdmin: boolean;
  /** Expired, not started yet, or a password to change first: the socket hears news of its own account only. */
  blocked: boolean;
  /** Readers' rooms beyond the user's own (see `readerRooms` in @k9/contracts); none while blocked. */
  rooms: string[];
};

/** Who a socket belongs to. `isAdmin` is as the socket was opened: a change of rights closes it (CLOSE_CODES.rightsChanged). */
export type SocketIdentity = SocketAccess & { userId: string; sessionId: string };

/** Resolves the signed-in user from a request's session cookie, and tells when sessions end (implemented by the identity context). */
export interface SessionAuthenticator {
  authenticate(request: IncomingMessage): Promise<SocketIdentity | null>;
  /** Of these session ids, the ones still signed in now. */
  liveSessions(sessionIds: readonly string[]): Promise<Set<string>>;
  /** The access of these users now; a user who no longer exists is absent. */
  accessOf(userIds: readonly string[]): Promise<Map<string, SocketAccess>>;
  /**
   * Calls `listener` when sessions or the account of a user (null: possibly anyone's) may have changed on any instance:
   * logout, a password change or reset, a deletion, admin rights, classes, validity. Returns the unsubscribe function.
   */
  onUsersChanged(listener: (userId: string | null) => Promise<void> | void): () => void;
}

export const SESSION_AUTHENTICATOR = Symbol('SESSION_AUTHENTICATOR');
