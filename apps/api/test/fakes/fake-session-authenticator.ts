import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { SESSION_AUTHENTICATOR, type SessionAuthenticator, type SocketIdentity } from '../../src/platform/realtime/session-authenticator.js';

export const TEST_SESSION_COOKIE = 'k9.sid';

/** The Cookie header of a signed-in test user; ids starting with "admin" are admins. */
export const testSessionCookie = (userId: string) => `${TEST_SESSION_COOKIE}=test-${userId}`;

const cookieValue = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
};

/** Test double for the identity context: `k9.sid=test-<userId>` is a session of <userId>, anything else is none. */
export class FakeSessionAuthenticator implements SessionAuthenticator {
  async authenticate(request: IncomingMessage): Promise<SocketIdentity | null> {
    const sid = cookieValue(request.headers.cookie, TEST_SESSION_COOKIE);
    if (!sid?.startsWith('test-') || sid.length === 'test-'.length) return null;
    const userId = sid.slice('test-'.length);
    return { userId, isAdmin: userId.startsWith('admin'), sessionId: sid };
  }
}

@Module({
  providers: [{ provide: SESSION_AUTHENTICATOR, useClass: FakeSessionAuthenticator }],
  exports: [SESSION_AUTHENTICATOR],
})
export class FakeIdentityModule {}
