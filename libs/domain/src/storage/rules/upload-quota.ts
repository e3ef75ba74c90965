import { DAY_MS, startOfVietnamDay } from '../../identity/rules/account-validity.js';

/**
 * Bytes a user may upload per Vietnam calendar day (issue 9 item 12). Every stored upload counts on the day it was
 * made, whatever became of it later; an upload that does not fit whole in what is left is refused whole.
 */
export type UploadQuota = { limitBytes: number; usedBytes: number };

/** The Vietnam calendar day holding `now`, as [start, end) in ms. */
export const quotaDayOf = (now: number): { start: number; end: number } => {
  const start = startOfVietnamDay(now);
  return { start, end: start + DAY_MS };
};

export const remainingBytes = ({ limitBytes, usedBytes }: UploadQuota): number => Math.max(0, limitBytes - usedBytes);

export const fitsQuota = (quota: UploadQuota, incomingBytes: number): boolean => incomingBytes <= remainingBytes(quota);

/** Seconds until the next Vietnam midnight, when the quota starts afresh. */
export const secondsUntilQuotaResets = (now: number): number => Math.max(1, Math.ceil((quotaDayOf(now).end - now) / 1000));
