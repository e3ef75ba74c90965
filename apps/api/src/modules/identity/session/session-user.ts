import 'express-session';
import type { AccountSummary } from '@k9/contracts';

/** The signed-in user as the guards need them; re-read from the read model on each request. */
export type SessionUser = AccountSummary;

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Google sign-in: where to go afterwards (a same-site path). */
    loginRedirect?: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}
