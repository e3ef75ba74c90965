import { IDENTITY_ROUTES } from './identity/identity.routes.js';
import { SITE_ROUTES } from './site/site.routes.js';
import { STORAGE_ROUTES } from './storage/storage.routes.js';

export { SESSION_COOKIE } from './identity/identity.routes.js';

/** The platform's own routes. Each context keeps its routes in `<context>/<context>.routes.ts` and exports them itself. */
export const PLATFORM_ROUTES = {
  health: '/api/health',
  auditStream: (streamId: string) => `/api/audit/stream/${encodeURIComponent(streamId)}`,
} as const;

/** The routes of the platform and of the contexts that existed before contexts kept their own (kept for their callers). */
export const ROUTES = { ...PLATFORM_ROUTES, ...IDENTITY_ROUTES, ...SITE_ROUTES, ...STORAGE_ROUTES } as const;
