import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { AllExceptionsFilter, toErrorBody } from './all-exceptions.filter.js';
import { HTTP_MESSAGES } from './error-messages.js';
import { validationPipe } from './validation.pipe.js';

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

const bodyErrors: ErrorRequestHandler = (error, _request, response, next) => {
  if (response.headersSent) return next(error);
  const body = toErrorBody(error);
  response.status(body.statusCode).json(body);
};

/** Everything about HTTP that is not a controller: parsers, sessions, CSRF, validation, errors, docs, the web app. */
export function configureHttp(app: NestExpressApplication, config: AppConfig, sessionMiddleware: RequestHandler): void {
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  // gzip for JSON and the web app's text assets; uploaded files are served as stored (byte ranges, no re-encoding).
  app.use(compression({ filter: (request, response) => !request.path.startsWith('/files/') && compression.filter(request, response) }));
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));
  app.use(bodyErrors);
  app.use(originCheck(config));
  app.use(sessionMiddleware);
  app.useGlobalPipes(validationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  const document = SwaggerModule.createDocument(
    app as unknown as INestApplication,
    new DocumentBuilder().setTitle('K9 API').setDescription('Nền tảng học kinh doanh và tài chính').setVersion('0.1').build(),
  );
  SwaggerModule.setup('api/docs', app as unknown as INestApplication, document);
  serveWeb(app, config);
}

const API_PREFIXES = ['/api', '/login', '/logout', '/profile', '/ws', '/files'];

function serveWeb(app: NestExpressApplication, config: AppConfig): void {
  const dist = config.webDistDir ?? join(process.cwd(), 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) return;
  app.use(express.static(dist, { index: false, maxAge: '1y', immutable: true, setHeaders: noCacheForHtml }));
  // Client-side routes get the app shell; API paths fall through to Nest's 404.
  app.use((request: express.Request, response: express.Response, next: express.NextFunction) => {
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => request.path === prefix || request.path.startsWith(`${prefix}/`))) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(join(dist, 'index.html'));
  });
}

const noCacheForHtml = (response: express.Response, path: string) => {
  if (path.endsWith('.html')) response.setHeader('Cache-Control', 'no-cache');
};
