import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import type { EventMetadata } from '@k9/domain';
import { HTTP_MESSAGES } from './error-messages.js';

export type Actor = { id: string; email: string | null } | null;

const CORRELATION = /^[\w.:-]{1,100}$/;

/** Event metadata for a command sent over HTTP: who, when, and which request caused it. */
export function metadataFor(request: Request, actor: Actor): EventMetadata {
  const requestId = randomUUID();
  const header = request.header('x-correlation-id');
  return {
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    correlationId: header && CORRELATION.test(header) ? header : requestId,
    causationId: requestId,
    occurredAt: new Date().toISOString(),
  };
}

/** `If-Match: W/"3"` -> 3; absent -> undefined. */
export function ifMatchVersion(request: Request): number | undefined {
  const header = request.header('if-match');
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"(\d{1,9})"$/.exec(header.trim());
  if (!match) throw new BadRequestException({ statusCode: 400, message: HTTP_MESSAGES.invalidIfMatch, code: 'INVALID_IF_MATCH' });
  return Number(match[1]);
}

export const etag = (version: number) => `W/"${version}"`;
