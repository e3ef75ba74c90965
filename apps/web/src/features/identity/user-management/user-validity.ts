import { accountValidity, DAY_MS, validityTone, type ValidityInfo, type ValidityTone } from '@k9/domain/identity/rules/account-validity';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../../../app/datetime';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** antd Tag colours of the validity bands (spec 3 §4: 1, 7 and 30 days). */
const TONE_COLOR: Record<ValidityTone, string> = { critical: 'red', soon: 'orange', month: 'gold', long: 'green' };

export type ValidityLabel = { text: string; color: string | undefined };

/** The validity column: unlimited, not set up, expired, not started, or the time left coloured by its band. */
export function validityLabel(user: { isAdmin: boolean; info?: ValidityInfo | null }, now: number): ValidityLabel {
  const validity = accountValidity(user, now);
  switch (validity.state) {
    case 'admin':
      return { text: TEXT.unlimited, color: 'blue' };
    case 'no_setup':
      return { text: TEXT.notSetUp, color: undefined };
    case 'expired':
      return { text: TEXT.expired, color: 'default' };
    case 'not_started':
      return { text: TEXT.startsIn(Math.ceil((validity.startsInMs ?? 0) / DAY_MS)), color: 'cyan' };
    case 'active':
    case 'warning': {
      const remaining = validity.remainingMs ?? 0;
      return { text: remainingText(remaining), color: TONE_COLOR[validityTone(remaining)] };
    }
  }
}

/** Days (the current day counts) beyond one day; hours and minutes, then minutes, at a day or less. */
function remainingText(ms: number): string {
  if (ms > DAY_MS) return TEXT.remainingDays(Math.ceil(ms / DAY_MS));
  const minutes = Math.max(Math.ceil(ms / MINUTE_MS), 0);
  if (ms < HOUR_MS) return TEXT.remainingMinutes(minutes);
  return TEXT.remainingHours(Math.floor(minutes / 60), minutes % 60);
}

/** 'DD/MM/YYYY' of the Vietnamese calendar day an instant falls on. */
export const formatVietnamDate = (iso: string | null | undefined): string =>
  iso && dayjs(iso).isValid() ? dayjs(iso).tz(TIME_ZONE).format('DD/MM/YYYY') : '';

/** 'DD/MM/YYYY HH:mm' in Vietnam time (an expiry reads '… 23:59'). */
export const formatVietnamMinute = (iso: string | null | undefined): string =>
  iso && dayjs(iso).isValid() ? dayjs(iso).tz(TIME_ZONE).format('DD/MM/YYYY HH:mm') : '';
