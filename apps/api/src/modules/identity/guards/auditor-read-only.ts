import type { RequestHandler } from 'express';
import { ACCOUNT_MESSAGES } from '@k9/contracts';
import type { UsersRepository } from '../users.repository.js';
import { sessionUserId } from '../session/session-middleware.js';

/** Methods that only read. Any other method, known or not, is a write. */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The writes an auditor still makes, all about their own session or credential: signing in (again) and out, and
 * choosing their own password (an account made by an admin must, before anything else works).
 */
const OWN_ACCOUNT_WRITES = new Set(['POST /login/username', 'POST /logout', 'PUT /profile/password']);

/** As Express routes it: any letter case, a trailing slash or not. */
const routeOf = (method: string, path: string) => `${method} ${path.toLowerCase().replace(/\/+$/, '')}`;

export const AUDITOR_READ_ONLY_CODE = 'AUDITOR_READ_ONLY';

/**
 * Issue 36 §4: an auditor reads everything an admin reads (their session user reads as an admin) and writes nothing.
 * Every request of theirs but a read is refused here, before any controller, route or middleware that could write:
 * a new write route is refused without anyone having to remember it.
 */
export const auditorReadOnlyMiddleware =
  (users: UsersRepository): RequestHandler =>
  (request, response, next) => {
    if (READS.has(request.method) || OWN_ACCOUNT_WRITES.has(routeOf(request.method, request.path))) return next();
    const userId = sessionUserId(request);
    if (!userId) return next();
    users.findById(userId).then((user) => {
      if (!user?.isAuditor) return next();
      response.status(403).json({ statusCode: 403, code: AUDITOR_READ_ONLY_CODE, message: ACCOUNT_MESSAGES.auditorReadOnly });
    }, next);
  };
