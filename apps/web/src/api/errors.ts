import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * The one reader of the API's error answers, as RTK Query hands them over: `{ status, data: { message, code } }`
 * for an HTTP error, a SerializedError or a thrown value otherwise.
 */

const body = (error: unknown): Record<string, unknown> | undefined => {
  if (!error || typeof error !== 'object' || !('status' in error)) return undefined;
  const data = (error as FetchBaseQueryError).data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
};

/** The HTTP status (a number), RTK Query's failure kind ('FETCH_ERROR', 'PARSING_ERROR' ...), or undefined. */
export function errorStatus(error: unknown): number | string | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as FetchBaseQueryError).status : undefined;
}

/** The server's Vietnamese message, or `fallback` when it sent none. */
export function errorMessage(error: unknown, fallback: string): string {
  const message = body(error)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && message.length) return message.join(', ');
  return fallback;
}

/** The server's `code` (e.g. 'USER_EXIST', 'ACCOUNT_NOT_ACTIVE'), when it sent one. */
export function errorCode(error: unknown): string | undefined {
  const code = body(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A refusal the browser decides before asking the server (a file that is not an image), in the server's own words:
 * screens show it as they show the server's refusals.
 */
export class Refusal extends Error {}

/**
 * 202 'Đã lưu, dữ liệu sẽ hiển thị sau giây lát': the write is stored, only not shown yet (base-api hands it over as
 * an error, because it carries no record). Screens say the server's words, never that it failed: sending it again
 * would store it twice.
 */
export function isStoredPending(error: unknown): boolean {
  return errorStatus(error) === 202 && errorCode(error) === 'STORED_PENDING';
}

/** Why the request was refused: the server's Vietnamese reason of a 4xx, or a `Refusal`'s; undefined for anything else. */
export function refusalReason(error: unknown): string | undefined {
  if (error instanceof Refusal) return error.message;
  if (isStoredPending(error)) return errorMessage(error, '') || undefined;
  const status = errorStatus(error);
  if (typeof status !== 'number' || status < 400 || status >= 500) return undefined;
  const reason = errorMessage(error, '');
  return reason || undefined;
}

/** A refusal (4xx) carries the server's Vietnamese reason; anything else gets the screen's own message. */
export function refusalMessage(error: unknown, fallback: string): string {
  return refusalReason(error) ?? fallback;
}

/**
 * The screen's failure line followed by the reason of a refusal: 'Failed to upload image: Chỉ chấp nhận tệp hình ảnh …',
 * 'Upload ảnh thất bại! Chỉ chấp nhận …' (a line that ends a sentence is not followed by a colon).
 */
export function failureMessage(failure: string, error: unknown): string {
  const reason = refusalReason(error);
  if (reason && isStoredPending(error)) return reason;
  if (!reason) return failure;
  return /[.!?]$/.test(failure) ? `${failure} ${reason}` : `${failure}: ${reason}`;
}

/** 409 or 412: someone else wrote first (a stale If-Match, or created what we meant to create). */
export function isStaleWrite(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 409 || status === 412;
}
