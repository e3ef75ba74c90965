import 'express-session';
import type { AccountSummary } from '@k9/contracts';

/** The signed-in user as the guards need them; re-read from the read model on each request. */
export type SessionUser = AccountSummary;

declare module 'express-session' {
  interface SessionData {
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
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}
