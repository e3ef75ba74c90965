/** The limited-offer countdown (spec 1 §4, §9): 5 days ahead at 23:59:59 local time, zeros once past. */
export const COUNTDOWN_DAYS_AHEAD = 5;

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number };

export function countdownTarget(now: Date): Date {
  const target = new Date(now);
  target.setDate(target.getDate() + COUNTDOWN_DAYS_AHEAD);
  target.setHours(23, 59, 59, 0);
  return target;
}

export function timeLeft(target: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}
