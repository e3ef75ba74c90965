import type { AccountSummary } from '@k9/contracts';

/** The signed-in user as the guards need them; re-read from the read model on each request. */
export type SessionUser = AccountSummary;

/** What this app keeps in a session (the `sess` column's fields besides `cookie`). */
export interface SessionData {
  userId?: string;
  /**
   * The user read model's checkpoint read before the credentials were checked: a password change, reset or
   * deletion at a later position ends this session (see SessionRevocationProcessor).
   */
  authPosition?: number;
  /** Signed in with the one-time password an admin set: the forced change may skip the current password. */
  initialPassword?: boolean;
  /** Google sign-in: where to go afterwards (a same-site path). */
  loginRedirect?: string;
}

/** `request.session` as session-middleware.ts makes it: its data, and the calls the app makes on it. */
export interface RequestSession extends SessionData {
  readonly id: string;
  cookie: { originalMaxAge: number | null; expires: string | null; httpOnly?: boolean; path?: string; sameSite?: string; secure?: boolean };
  /** A new id (the old session is destroyed), the data left behind. */
  regenerate(done: (error?: unknown) => void): this;
  save(done?: (error?: unknown) => void): this;
  destroy(done?: (error?: unknown) => void): this;
  reload(done: (error?: unknown) => void): this;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
    /** Made on first use by the session middleware (absent once destroyed). */
    session: RequestSession;
    sessionID: string;
  }
}
