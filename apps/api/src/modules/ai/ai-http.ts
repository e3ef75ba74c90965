import { HttpException } from '@nestjs/common';
import type { Request } from 'express';
import { generationErrorText, type AiErrorKind } from '@k9/domain';
import { metadataFor } from '../../platform/http/request-metadata.js';
import { AiCallError, type AiActor, type AiCallContext } from '../../platform/ai/ai.types.js';
import type { SessionUser } from '../identity/session/session-user.js';

const STATUS: Record<AiErrorKind, number> = {
  not_configured: 503,
  overloaded: 503,
  rate_limited: 429,
  refused: 422,
  timed_out: 504,
  failed: 502,
  aborted: 499,
};

/** The gateway's actor for a signed-in user. */
export const actorOf = (user: SessionUser): NonNullable<AiActor> => ({ id: user.id, email: user.email, isAdmin: user.isAdmin, classIds: user.classIds.map(String) });

/** The gateway context of an HTTP request: who, why, and the request's correlation id. */
export const requestContext = (request: Request, user: SessionUser, purpose: string): AiCallContext => ({
  purpose,
  actor: actorOf(user),
  correlationId: metadataFor(request, user).correlationId,
});

/**
 * A failed call as the generic endpoints answer it (spec 1 §8): the overload message, or 'Xảy ra lỗi trong quá trình
 * phân tích: ' and the provider's text with secrets removed; a provider that is not configured says what to set.
 */
export function aiHttpError(error: unknown): unknown {
  if (!(error instanceof AiCallError)) return error;
  const body = { statusCode: STATUS[error.kind], message: generationErrorText(error.kind, error.text), code: `AI_${error.kind.toUpperCase()}`, ...(error.callId ? { callId: error.callId } : {}) };
  return new HttpException(body, body.statusCode);
}

/** Runs a gateway call and turns its typed failure into the worded HTTP error. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw aiHttpError(error);
  }
}
