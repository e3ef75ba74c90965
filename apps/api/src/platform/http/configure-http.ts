import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import { Logger } from '@nestjs/common';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { AllExceptionsFilter, toErrorBody } from './all-exceptions.filter.js';
import { compressedAssets } from './compressed-assets.js';
import { HTTP_MESSAGES } from './error-messages.js';
import { MAX_JSON_DEPTH, refuseDeepJson } from './json-depth.js';
import { refuseNulCharacters } from './nul-character.guard.js';
import { PrivateResponseCache, type PrivateCacheOptions } from './private-response-cache.js';
import { PublicResponseCache, type PublicCacheOptions } from './public-response-cache.js';
import { securityHeaders } from './security-headers.js';
import { validationPipe } from './validation.pipe.js';
import { webRouteMatcher } from './web-routes.js';

export const JSON_BODY_LIMIT = '1mb';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Same-origin check for state-changing requests (CSRF defence on top of SameSite=Lax cookies). */
export const originCheck =
  (config: AppConfig): RequestHandler =>
  (request, response, next) => {
    if (!UNSAFE.has(request.method)) return next();
    const source = request.header('origin') ?? request.header('referer');
    if (!source) return next();
    let origin: string;
    try {
      origin = new URL(source).origin;
    } catch {
      origin = 'invalid';
    }
    const own = `${request.protocol}://${request.header('host')}`;
    if (origin === own || config.allowedOrigins.includes(origin)) return next();
    response.status(403).json({ statusCode: 403, message: HTTP_MESSAGES.forbiddenOrigin, code: 'FORBIDDEN_ORIGIN' });
  };

const logger = new Logger('Http');

/** Runs middleware in order, as separate `app.use` calls would; the first error skips the rest (to bodyErrors). */
const chain =
  (steps: RequestHandler[]): RequestHandler =>
  (request, response, next) => {
    let index = 0;
    const step = (error?: unknown): void => {
      if (error) return next(error);
      const handler = steps[index++];
      if (!handler) return next();
      try {
        void handler(request, response, step);
      } catch (thrown) {
        next(thrown);
      }
    };
    step();
  };

/** Errors before Nest: unparsable or too deep bodies, NUL characters, a session store that does not answer. */
const bodyErrors: ErrorRequestHandler = (error, request, response, next) => {
  if (response.headersSent) return next(error);
  const body = toErrorBody(error);
  if (body.statusCode >= 500) logger.error(`${request.method} ${request.path}: ${(error as Error)?.message ?? String(error)}`);
  if (body.code === 'BODY_TOO_DEEP') logger.warn(`Refused a JSON body nested deeper than ${MAX_JSON_DEPTH} levels: ${request.method} ${request.path} from ${request.ip}`);
  response.status(body.statusCode).json(body);
};

/** Requests without a body skip the parsers altogether. */
const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

const parseBodies = (): RequestHandler => {
  // Too deep a JSON body is refused before it is parsed (class-transformer and validation recurse per level).
  const json = express.json({ limit: JSON_BODY_LIMIT, verify: refuseDeepJson });
  const form = express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT });
  return (request, response, next) => {
    if (BODYLESS.has(request.method)) return next();
    json(request, response, (error?: unknown) => (error ? next(error) : form(request, response, next)));
  };
};

/**
 * gzip for JSON and the web app's text assets, for clients that accept it (the others skip the middleware's work);
 * uploaded files are served as stored (byte ranges, no re-encoding).
 */
const compress = (): RequestHandler => {
  const filter = (request: express.Request, response: express.Response) => !request.path.startsWith('/files/') && compression.filter(request, response);
  const gzip = compression({ filter });
  // API answers are made anew for each request: the fastest level (a page of 100 list items: about half the
  // default level's time, a few per cent larger). The web app's assets keep the default level.
  const gzipFast = compression({ filter, level: 1 });
  return (request, response, next) => {
    if (!request.headers['accept-encoding']) return next();
    return (isApiPath(request.path) ? gzipFast : gzip)(request, response, next);
  };
};

export type HttpOptions = {
  /** The session middleware (identity). */
  session: RequestHandler;
  /** Public GET answers served from memory until their version changes. */
  publicCache?: PublicCacheOptions;
  /** Signed-in GET answers served from memory per session until a read model changes or their time is up. */
  privateCache?: PrivateCacheOptions;
  /** Lets admins through and answers anyone else as admin routes do (identity's AdminOnly, as middleware). */
  adminOnly: RequestHandler;
  /** Refuses every write of a read-only caller (identity's auditors), right after the session. */
  readOnly: RequestHandler;
  /** Repeats of a write with the same Idempotency-Key answered with the first answer (after the session: keys are the user's). */
  idempotency?: RequestHandler;
};

/** The OpenAPI page, its assets and the document (`/api/docs`, `/api/docs/...`, `/api/docs-json`, `/api/docs-yaml`). */
const DOCS = /^\/api\/docs(?:[/-]|$)/;

/**
 * Everything about HTTP that is not a controller, in the order a request meets it: security headers, cached public
 * answers (before anything else costs time), compression (only for clients that accept it), parsers (only for
 * requests with a body), the NUL guard, CSRF, the session, read-only callers' writes refused, repeated writes (Idempotency-Key), cached signed-in answers, then Nest (validation,
 * errors), and docs (admins only unless API_DOCS_PUBLIC). The web app comes after any extra routes: see serveWeb.
 */
export function configureHttp(app: NestExpressApplication, config: AppConfig, { session, publicCache, privateCache, adminOnly, readOnly, idempotency }: HttpOptions): void {
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  const cache = publicCache ? new PublicResponseCache(publicCache) : null;
  const steps = [
    securityHeaders,
    ...(cache ? [cache.serve] : []),
    compress(),
    ...(cache ? [cache.capture] : []),
    parseBodies(),
    refuseNulCharacters,
    originCheck(config),
    session,
    readOnly,
    ...(idempotency ? [idempotency] : []),
    ...(privateCache ? [new PrivateResponseCache(privateCache).serve] : []),
  ];
  // One router layer for all of them: every request goes through each.
  app.use(chain(steps));
  app.use(bodyErrors);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  const document = SwaggerModule.createDocument(
    app as unknown as INestApplication,
    new DocumentBuilder().setTitle('K9 API').setDescription('Nền tảng học kinh doanh và tài chính').setVersion('0.1').build(),
  );
  // Every route and its parameters, mapped for whoever looks: admins only, unless API_DOCS_PUBLIC=true.
  if (!config.apiDocsPublic) app.use((request: express.Request, response: express.Response, next: express.NextFunction) => (DOCS.test(request.path) ? adminOnly(request, response, next) : next()));
  SwaggerModule.setup('api/docs', app as unknown as INestApplication, document);
}

const API_PREFIXES = ['/api', '/login', '/logout', '/profile', '/ws', '/files'];
const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * The built web app: its files, and the app shell for client-side routes. API paths never reach the disk here (no
 * stat per API request); they fall through to Nest's routes and its 404.
 */
export function serveWeb(app: NestExpressApplication, config: AppConfig): void {
  const dist = config.webDistDir ?? join(process.cwd(), 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) return;
  const files = express.static(dist, { index: false, maxAge: '1y', immutable: true, setHeaders: noCacheForHtml });
  app.use(compressedAssets(dist));
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => (isApiPath(request.path) ? next() : files(request, response, next)));
  // Client-side routes get the app shell; any other address the same shell (its not-found screen) with 404, decided
  // from the web app's own route list.
  const isScreen = webRouteMatcher(dist);
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' || isApiPath(request.path)) return next();
    response.setHeader('Cache-Control', 'no-cache');
    if (isScreen(request.path)) return response.sendFile(join(dist, 'index.html'));
    // Sent as a body, not as a file: never a 304 for a 404.
    response.status(404).type('html').send(readFileSync(join(dist, 'index.html'), 'utf8'));
  });
}

const noCacheForHtml = (response: express.Response, path: string) => {
  if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
};
