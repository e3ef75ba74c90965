import { BadRequestException, ForbiddenException, NotFoundException, type PipeTransform } from '@nestjs/common';
import { DomainError, QUIZ_MESSAGES as M } from '@k9/domain';
import type { SessionUser } from '../../identity/session/session-user.js';

export const quizBadRequest = (code: string, message: string) => new BadRequestException({ statusCode: 400, code, message });
export const quizNotFound = () => new NotFoundException({ statusCode: 404, code: 'QUIZ_NOT_FOUND', message: M.quizNotFound });
export const notQuizOwner = () => new ForbiddenException({ statusCode: 403, code: 'NOT_QUIZ_OWNER', message: M.notOwner });

/** A quiz (content or case) id: decimal digits within the id range, else 400. */
export const quizIdOf = (value: unknown): number => {
  const text = typeof value === 'number' ? String(value) : value;
  const id = typeof text === 'string' && /^[1-9]\d{0,14}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id)) throw quizBadRequest('INVALID_QUIZ_ID', M.invalidId);
  return id;
};
export const quizIdParam: PipeTransform<string, number> = { transform: (value) => quizIdOf(value) };

/** An essay index in a path. */
export const essayIndexParam: PipeTransform<string, number> = {
  transform: (value) => {
    if (!/^(0|[1-9]\d{0,3})$/.test(value)) throw quizBadRequest('INVALID_QUIZ_ANSWER', M.answersInvalid);
    return Number(value);
  },
};

/** A user id in a path or body must be the caller's own (spec 2 §6); admins may read anyone's history. */
export function assertOwnHistory(userId: unknown, user: SessionUser, access: 'read' | 'write'): void {
  if (userId === user.id) return;
  if (access === 'read' && user.isAdmin) return;
  throw notQuizOwner();
}

/** The answer rules' refusals are bad input (400), not business conflicts. */
export function asBadInput<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof DomainError) throw quizBadRequest(error.code, error.message);
    throw error;
  }
}
