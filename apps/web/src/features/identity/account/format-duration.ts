import { DAY_MS } from '@k9/domain/identity/rules/account-validity';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** '12 ngày 3 giờ', '5 giờ 12 phút', '3 phút' (spec 3 §4: hours or minutes when a day or less). */
export function formatDuration(ms: number): string {
  if (ms > DAY_MS) {
    const days = Math.floor(ms / DAY_MS);
    const hours = Math.floor((ms % DAY_MS) / HOUR_MS);
    return hours ? `${days} ngày ${hours} giờ` : `${days} ngày`;
  }
  const hours = Math.floor(ms / HOUR_MS);
  const minutes = Math.floor((ms % HOUR_MS) / MINUTE_MS);
  if (hours) return minutes ? `${hours} giờ ${minutes} phút` : `${hours} giờ`;
  return `${Math.max(minutes, ms > 0 ? 1 : 0)} phút`;
}
