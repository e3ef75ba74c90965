import type { Request } from 'express';

const call = (fn: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error) : resolve())));

export type SessionStart = {
  /**
   * The user read model's checkpoint read before the credentials were checked (SessionService.credentialsCheckpoint);
   * without it, the checkpoint when the session is stored.
   */
  authPosition?: number;
  /** Signed in with the one-time password an admin set. */
  initialPassword?: boolean;
};

/** A new session id at every sign-in: a session fixed before it is worthless after it. Returns what the old session held. */
export async function startSession(request: Request, userId: string, { authPosition, initialPassword = false }: SessionStart = {}): Promise<{ loginRedirect?: string }> {
  const { loginRedirect } = request.session;
  await call((done) => request.session.regenerate(done));
  request.session.userId = userId;
  if (authPosition !== undefined) request.session.authPosition = authPosition;
  if (initialPassword) request.session.initialPassword = true;
  await call((done) => request.session.save(done));
  return { loginRedirect };
}

/** Ends the request's session on the server; returns whose it was. */
export async function endSession(request: Request): Promise<string | null> {
  if (!request.session) return null;
  const userId = request.session.userId ?? null;
  await call((done) => request.session.destroy(done));
  return userId;
}

/** Only a path on this site ('/home', '/home?tab=stream'): never another origin, '//evil', '/\\evil' or 'javascript:'. */
export function sameSitePath(raw: unknown, fallback = '/home'): string {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\') || raw.length > 2000) return fallback;
  try {
    const base = 'http://same.site';
    const url = new URL(raw, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : fallback;
  } catch {
    return fallback;
  }
}
