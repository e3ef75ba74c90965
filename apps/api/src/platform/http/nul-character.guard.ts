import { BadRequestException } from '@nestjs/common';
import type { RequestHandler } from 'express';
import { HTTP_MESSAGES } from './error-messages.js';

const NUL = '\u0000';
// Path and query string: NUL only arrives percent-encoded (the HTTP parser refuses a raw one).
const ENCODED_NUL = /%00/i;

const containsNul = (value: unknown): boolean => {
  if (typeof value === 'string') return value.includes(NUL);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  // Parsed bodies are at most MAX_JSON_DEPTH deep (refused before parsing otherwise).
  for (const key of Object.keys(value)) if (key.includes(NUL) || containsNul((value as Record<string, unknown>)[key])) return true;
  return false;
};

export const invalidCharacters = () => new BadRequestException({ statusCode: 400, message: HTTP_MESSAGES.invalidCharacters, code: 'INVALID_CHARACTERS' });

/**
 * The one guard for every route: a NUL character anywhere in the path, the query or the (parsed) body is 400
 * INVALID_CHARACTERS, before any route, validation or PostgreSQL (which cannot store it in text) sees it. It runs
 * right after the body parsers, for Nest's routes and everything else alike.
 */
export const refuseNulCharacters: RequestHandler = (request, _response, next) => {
  if (ENCODED_NUL.test(request.url) || (request.body !== undefined && containsNul(request.body))) return next(invalidCharacters());
  next();
};
