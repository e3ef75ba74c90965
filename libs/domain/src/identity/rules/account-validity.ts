/**
 * Account validity (spec 2 §4.2, §9.4; spec 3 §4). Pure and import-free: the web reads this same file.
 * Days are Vietnamese calendar days: Asia/Ho_Chi_Minh is UTC+7 all year (no daylight saving).
 */
export const DAY_MS = 86_400_000;
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

export type AccountState = 'admin' | 'no_setup' | 'not_started' | 'active' | 'warning' | 'expired';

export type ValidityInfo = { startDate?: string | null; durationDays?: number | null; expiryDate?: string | null };

export type AccountValidity = {
  state: AccountState;
  /** Until expiry (active, warning); null otherwise. */
  remainingMs: number | null;
  /** Until the start (not_started); null otherwise. */
  startsInMs: number | null;
};

/**
 * The states in which the learner area may be used. 'warning' is an active account with a day or less left: it keeps
 * working (its badge counts down every 15 s) until the expiry instant.
 */
export const canUseLearnerArea = (state: AccountState): boolean => state === 'admin' || state === 'active' || state === 'warning';

/** An instant, or a 'YYYY-MM-DD' day (GET /api/user answers the start so) read as the start of that Vietnamese day. */
const instant = (value: string | null | undefined): number | null => {
  if (!value) return null;
  const day = vietnamDayStart(value);
  if (day !== null) return day;
  const time = Date.parse(value);
  return Number.isFinite(time) ? time : null;
};

/** Admins and auditors ('admin': no limit while the role lasts); learners by their period. */
export function accountValidity(user: { isAdmin: boolean; isAuditor?: boolean; info?: ValidityInfo | null }, now: number): AccountValidity {
  if (user.isAdmin || user.isAuditor) return { state: 'admin', remainingMs: null, startsInMs: null };
  const start = instant(user.info?.startDate);
  const expiry = instant(user.info?.expiryDate);
  const duration = user.info?.durationDays;
  if (start === null || expiry === null || duration === null || duration === undefined || !(duration > 0)) {
    return { state: 'no_setup', remainingMs: null, startsInMs: null };
  }
  if (now < start) return { state: 'not_started', remainingMs: null, startsInMs: start - now };
  if (now > expiry) return { state: 'expired', remainingMs: null, startsInMs: null };
  const remainingMs = expiry - now;
  return { state: remainingMs <= DAY_MS ? 'warning' : 'active', remainingMs, startsInMs: null };
}

/** 00:00:00.000 in Vietnam of the day `time` falls on. */
export const startOfVietnamDay = (time: number): number => Math.floor((time + VIETNAM_OFFSET_MS) / DAY_MS) * DAY_MS - VIETNAM_OFFSET_MS;

/** 'YYYY-MM-DD' (a Vietnamese calendar day) -> its first instant; null when not such a day. */
export const vietnamDayStart = (day: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(year, month - 1, date);
  const check = new Date(utc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return null;
  return utc - VIETNAM_OFFSET_MS;
};

/** The Vietnamese calendar day of an instant, 'YYYY-MM-DD'. */
export const vietnamDay = (time: number): string => new Date(time + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);

/**
 * A validity start as an API client may send it: 'YYYY-MM-DD' (a Vietnamese calendar day), or an instant with its zone
 * ('2026-11-27T17:00:00.000Z', what older answers of GET /api/user gave), read as the Vietnamese day it falls on.
 */
export const VALIDITY_START_PATTERN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** The first instant of the Vietnamese day a validity start names (see VALIDITY_START_PATTERN); null when it names none. */
export const validityStartDay = (value: string): number | null => {
  if (!VALIDITY_START_PATTERN.test(value)) return null;
  const day = vietnamDayStart(value);
  if (day !== null || value.length === 10) return day;
  const time = Date.parse(value);
  return Number.isFinite(time) ? startOfVietnamDay(time) : null;
};

/** How GET /api/user answers a stored start instant: the Vietnamese day, as the user form sends it back. */
export const validityStartOf = (startDate: string | null | undefined): string | null => {
  const time = startDate ? Date.parse(startDate) : Number.NaN;
  return Number.isFinite(time) ? vietnamDay(time) : null;
};

export type ValidityPeriod = { startDate: string; durationDays: number; expiryDate: string };

/** Years a validity may start in: anything else is a slip of the keyboard (9999-12-31 would expire in year 10009). */
export const VALIDITY_YEARS = { first: 2000, last: 2100 } as const;

/** Whether a validity starting at this instant starts on a Vietnamese calendar day within VALIDITY_YEARS. */
export const isSaneValidityStart = (startMs: number): boolean => {
  const year = new Date(startMs + VIETNAM_OFFSET_MS).getUTCFullYear();
  return year >= VALIDITY_YEARS.first && year <= VALIDITY_YEARS.last;
};

/** From the start of `startDay` to the end (23:59:59.999) of its `durationDays`-th day: expiry = start + duration - 1 day, end of day. */
export const validityPeriod = (startDayStart: number, durationDays: number): ValidityPeriod => ({
  startDate: new Date(startDayStart).toISOString(),
  durationDays,
  expiryDate: new Date(startDayStart + durationDays * DAY_MS - 1).toISOString(),
});

export const TRIAL_DAYS = 2;

/** The free trial of a registration: from the start of today to the end of the second day, Vietnam time. */
export const trialPeriod = (now: number): ValidityPeriod => validityPeriod(startOfVietnamDay(now), TRIAL_DAYS);

/** Colour bands of the user table (spec 3 §4: 1, 7 and 30 days). */
export type ValidityTone = 'critical' | 'soon' | 'month' | 'long';
export const validityTone = (remainingMs: number): ValidityTone =>
  remainingMs <= DAY_MS ? 'critical' : remainingMs <= 7 * DAY_MS ? 'soon' : remainingMs <= 30 * DAY_MS ? 'month' : 'long';
