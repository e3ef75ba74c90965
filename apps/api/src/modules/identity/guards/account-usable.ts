import { assertAccountUsable } from './guards.js';
import type { SessionUser } from '../session/session-user.js';

/**
 * Whether the learner guard would let this account in now (valid now, no password pending a change): the same rule
 * for what is not a guarded route, the sockets and the files. A blocked account reads only what a visitor may.
 */
export function isAccountUsable(user: SessionUser, now = Date.now()): boolean {
  try {
    assertAccountUsable(user, now);
    return true;
  } catch {
    return false;
  }
}
