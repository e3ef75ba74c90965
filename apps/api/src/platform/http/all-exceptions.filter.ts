import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { DomainError, DuplicateEventIdError, EventTooLargeError, STALE_VERSION_MESSAGE, WrongExpectedVersionError, type DomainErrorKind } from '@k9/domain';
import type { ErrorBody } from '@k9/contracts';
import { HTTP_MESSAGES } from './error-messages.js';

const STATUS: Record<DomainErrorKind, number> = {
  conflict: 409,
  unprocessable: 422,
  not_found: 404,
  forbidden: 403,
  precondition_failed: 412,
};

const isExpressError = (cause: unknown): boolean => cause instanceof Error && typeof (cause as { statusCode?: unknown }).statusCode === 'number';

/** Turns anything thrown into `{statusCode, message, code?, errors?}` with a Vietnamese message. */
export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof DomainError) return { statusCode: STATUS[error.kind], message: error.message, code: error.code };
  if (error instanceof WrongExpectedVersionError) return { statusCode: 409, message: STALE_VERSION_MESSAGE, code: error.code };
  if (error instanceof DuplicateEventIdError) return { statusCode: 409, message: STALE_VERSION_MESSAGE, code: error.code };
  // The event store's last line: a form's own limits answer first, with the field's message.
  if (error instanceof EventTooLargeError) return { statusCode: 413, message: HTTP_MESSAGES.eventTooLarge, code: error.code };
  // Express's own errors (a bad %-escape in a path, an http-error) arrive wrapped by Nest with their English text.
  if (error instanceof HttpException && isExpressError(error.cause)) return toErrorBody(error.cause);
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    if (typeof response === 'string') return { statusCode: status, message: response };
    const body = response as { message?: unknown; code?: string; errors?: string[]; success?: boolean; reason?: string; retryAfterSeconds?: number; streamIds?: string[] };
    const message = Array.isArray(body.message) ? String(body.message[0]) : String(body.message ?? error.message);
    return {
      statusCode: status,
      message: status === 404 && message.startsWith('Cannot ') ? HTTP_MESSAGES.notFound : message,
      ...(body.code ? { code: body.code } : {}),
      ...(body.errors ? { errors: body.errors } : {}),
      ...(typeof body.success === 'boolean' ? { success: body.success } : {}),
      ...(body.reason ? { reason: body.reason } : {}),
      ...(typeof body.retryAfterSeconds === 'number' ? { retryAfterSeconds: body.retryAfterSeconds } : {}),
      ...(body.streamIds ? { streamIds: body.streamIds } : {}),
    };
  }
  if (error instanceof URIError) return { statusCode: 400, message: HTTP_MESSAGES.malformedUrl, code: 'MALFORMED_URL' };
  const { type, code, status } = error as { type?: string; code?: string; status?: number };
  if (type === 'entity.parse.failed') return { statusCode: 400, message: HTTP_MESSAGES.malformedJson, code: 'MALFORMED_JSON' };
  if (type === 'entity.too.large') return { statusCode: 413, message: HTTP_MESSAGES.bodyTooLarge, code: 'BODY_TOO_LARGE' };
  if (type === 'entity.too.deep') return { statusCode: 400, message: HTTP_MESSAGES.bodyTooDeep, code: 'BODY_TOO_DEEP' };
  if (code === '22P05' || code === '22021' || code === '22P02') return { statusCode: 400, message: HTTP_MESSAGES.invalidCharacters, code: 'INVALID_CHARACTERS' };
  if (typeof status === 'number' && status >= 400 && status < 500) return { statusCode: status, message: HTTP_MESSAGES.malformedJson };
  return { statusCode: 500, message: HTTP_MESSAGES.internal };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const response = host.switchToHttp().getResponse<Response>();
    const body = toErrorBody(error);
    if (body.statusCode >= 500 && body.statusCode !== 503) this.logger.error(error instanceof Error ? error.stack : String(error));
    if (response.headersSent) return;
    if (body.retryAfterSeconds) response.setHeader('Retry-After', String(body.retryAfterSeconds));
    response.status(body.statusCode).json(body);
  }
}
