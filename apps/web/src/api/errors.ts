import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The server's Vietnamese message from an RTK Query error, or `fallback` when it sent none. */
export function errorMessage(error: ApiError | unknown, fallback: string): string {
  if (!error || typeof error !== 'object') return fallback;
  if ('status' in error) {
    const data = (error as FetchBaseQueryError).data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && message.length) return message.join(', ');
    }
    return fallback;
  }
  return fallback;
}

export function errorStatus(error: unknown): number | string | undefined {
  return error && typeof error === 'object' && 'status' in error ? (error as FetchBaseQueryError).status : undefined;
}
