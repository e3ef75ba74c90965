import { AREA_TEXT as T } from './areas.messages';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Spec 2 §9.5: days, hours or minutes ago, else 'Vừa xong' (also for a time in the future: a clock a little ahead). */
export function relativeTime(iso: string | null | undefined, now: number): string {
  const at = iso ? Date.parse(iso) : Number.NaN;
  if (Number.isNaN(at)) return '';
  const elapsed = now - at;
  if (elapsed >= DAY) return T.daysAgo(Math.floor(elapsed / DAY));
  if (elapsed >= HOUR) return T.hoursAgo(Math.floor(elapsed / HOUR));
  if (elapsed >= MINUTE) return T.minutesAgo(Math.floor(elapsed / MINUTE));
  return T.justNow;
}
