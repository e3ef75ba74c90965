import 'express-session';

/** What a session remembers about its user; roles are re-read from the read model on each request. */
export type SessionUser = { id: string; email: string | null; username: string | null; name: string; isAdmin: boolean };

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionUser;
  }
}
