import { randomUUID } from 'node:crypto';
import { BadRequestException } from '@nestjs/common';
import type { Request } from 'express';
import type { EventMetadata } from '@k9/domain';
import { HTTP_MESSAGES } from './error-messages.js';

export type Actor = { id: string; email: string | null } | null;

/** What of a client's `x-correlation-id` is kept: up to 64 letters, digits and `_ . : -` (anything else: nothing). */
const CLIENT_CORRELATION = /^[\w.:-]{1,64}$/;

// One correlation id per request, whatever number of commands it sends: made here, never taken from the client.
const correlations = new WeakMap<Request, string>();
const correlationOf = (request: Request): string => {
  let id = correlations.get(request);
  if (!id) correlations.set(request, (id = randomUUID()));
  return id;
};

/**
 * Event metadata for a command sent over HTTP: who, when, and which request caused it. The correlation id is the
 * server's (a client's own would let it file its events under another request's in the audit trail); a client's
 * `x-correlation-id` is kept beside it as `clientCorrelationId`, for its own tracing only.
 */
export function metadataFor(request: Request, actor: Actor): EventMetadata {
  const client = request.header('x-correlation-id')?.trim();
  return {
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    // The request both starts the chain and causes these events.
    correlationId: correlationOf(request),
    causationId: correlationOf(request),
    occurredAt: new Date().toISOString(),
    ...(client && CLIENT_CORRELATION.test(client) ? { clientCorrelationId: client } : {}),
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
