import type { Request } from 'express';

const call = (fn: (done: (error?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => fn((error) => (error ? reject(error) : resolve())));

/** A new session id at every sign-in: a session fixed before it is worthless after it. Returns what the old session held. */
export async function startSession(request: Request, userId: string): Promise<{ loginRedirect?: string }> {
  const { loginRedirect } = request.session;
  await call((done) => request.session.regenerate(done));
  request.session.userId = userId;
  await call((done) => request.session.save(done));
  return { loginRedirect };
}

export async function endSession(request: Request): Promise<void> {
  if (request.session) await call((done) => request.session.destroy(done));
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
