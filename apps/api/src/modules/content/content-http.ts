import { BadRequestException, ForbiddenException, NotFoundException } from '@nestjs/common';
import { CONTENT_BODY_KEYS, EDITABLE_CONTENT_FIELDS, QUIZ_CONTENT_ALIASES, type ContentRestrictedError } from '@k9/contracts';
import { CONTENT_MESSAGES, isContentType, type ContentInput, type ContentType } from '@k9/domain';
import type { SessionUser } from '../identity/session/session-user.js';
import type { ContentViewer } from './content-sql.js';

const ID = /^[1-9]\d{0,8}$/;

export const contentNotFound = () => new NotFoundException({ statusCode: 404, code: 'CONTENT_NOT_FOUND', message: CONTENT_MESSAGES.notFound });
export const contentRestricted = () => {
  const body: ContentRestrictedError = { statusCode: 403, code: 'CONTENT_RESTRICTED', message: CONTENT_MESSAGES.restricted };
  return new ForbiddenException(body);
};

/** A record id in a path: decimal digits within an integer column, else no such record. */
export function contentIdParam(raw: string): number {
  if (!ID.test(raw)) throw contentNotFound();
  return Number(raw);
}

export function contentTypeParam(raw: string): ContentType {
  if (!isContentType(raw)) throw new BadRequestException({ statusCode: 400, code: 'UNKNOWN_TAB', message: CONTENT_MESSAGES.unknownTab });
  return raw;
}

export const viewerOf = (user: SessionUser): ContentViewer => (user.isAdmin ? { isAdmin: true } : { isAdmin: false, classIds: user.classIds });

/** A body key the record does not have is refused by name, before anything is written. */
export function assertKnownKeys(body: unknown): void {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
  const unknown = Object.keys(body).find((key) => !CONTENT_BODY_KEYS.includes(key));
  if (unknown !== undefined) {
    throw new BadRequestException({ statusCode: 400, code: 'UNKNOWN_FIELD', message: CONTENT_MESSAGES.unknownField(unknown.slice(0, 60)) });
  }
}

/** The editable fields a validated body carries (questionContent under any of its names). */
export function inputOf(body: Record<string, unknown>): ContentInput {
  const input: Record<string, unknown> = {};
  for (const field of EDITABLE_CONTENT_FIELDS) if (body[field] !== undefined) input[field] = body[field];
  for (const alias of QUIZ_CONTENT_ALIASES) if (input.questionContent === undefined && body[alias] !== undefined) input.questionContent = body[alias];
  return input as ContentInput;
}
