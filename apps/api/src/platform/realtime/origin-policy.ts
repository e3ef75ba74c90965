const asOrigin = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.protocol}//${url.host}` : null;
  } catch {
    return null;
  }
};

/**
 * The browser's `Origin` of a WebSocket upgrade must be the site itself (`http(s)://` + the request's
 * host) or one of the configured origins: this stops another site from opening a socket with the user's
 * cookie. No Origin at all comes from a non-browser client, which has to present the cookie itself.
 */
export function isOriginAllowed(origin: string | undefined, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined || origin === '') return true;
  const normalized = asOrigin(origin);
  if (!normalized) return false;
  if (allowedOrigins.some((allowed) => asOrigin(allowed) === normalized)) return true;
  if (!host) return false;
  return normalized === asOrigin(`http://${host}`) || normalized === asOrigin(`https://${host}`);
}
