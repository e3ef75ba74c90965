import { errorMessage, errorStatus } from '../../../api/errors';

/** The server's `code` (e.g. 'USER_EXIST') from an RTK Query error body `{ message, code }`. */
export function errorCode(error: unknown): string | undefined {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  const code = data && typeof data === 'object' && 'code' in data ? (data as { code: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** A refusal (4xx) carries the server's Vietnamese reason; anything else gets the screen's own message. */
export function refusalMessage(error: unknown, fallback: string): string {
  const status = errorStatus(error);
  return typeof status === 'number' && status >= 400 && status < 500 ? errorMessage(error, fallback) : fallback;
}
