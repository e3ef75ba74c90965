import type { IncomingMessage } from 'node:http';

export type SocketIdentity = { userId: string; isAdmin: boolean; sessionId: string };

/** Resolves the signed-in user from a request's session cookie (implemented by the identity context). */
export interface SessionAuthenticator {
  authenticate(request: IncomingMessage): Promise<SocketIdentity | null>;
}

export const SESSION_AUTHENTICATOR = Symbol('SESSION_AUTHENTICATOR');
