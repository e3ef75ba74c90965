import type { RequestHandler } from 'express';

/**
 * The web app's Content-Security-Policy: its own scripts only (index.html has no inline script), inline styles
 * (antd writes them at run time), images from this site and data: and blob: URLs only (an image elsewhere, or a CSS
 * url() a record smuggled in, would tell another site who reads what: records show such images as links), fetches and
 * the WebSocket to this origin only, never framed.
 */
export const APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const HEADERS: ReadonlyArray<[string, string]> = [
  ['Content-Security-Policy', APP_CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'same-origin'],
  ['X-Frame-Options', 'DENY'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
];

/** On every response (pages, assets, API answers, files): a route may replace the CSP with a stricter one. */
export const securityHeaders: RequestHandler = (request, response, next) => {
  for (const [name, value] of HEADERS) response.setHeader(name, value);
  // Only over TLS (directly, or through a trusted proxy): a browser ignores it over plain http anyway.
  if (request.secure) response.setHeader('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
  next();
};
