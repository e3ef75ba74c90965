import 'express-session';
import type { UserInfo } from '@k9/domain';

/** The signed-in user as the guards need them; re-read from the read model on each request. */
export type SessionUser = {
  id: string;
  email: string | null;
  username: string | null;
  name: string;
  phone: string | null;
  isAdmin: boolean;
  info: UserInfo;
  classIds: number[];
  mustChangePassword: boolean;
  googleLinked: boolean;
};

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
