import { accountValidity, validityTone, type ValidityInfo, type ValidityTone } from '@k9/domain/identity/rules/account-validity';
import dayjs from 'dayjs';
import { TIME_ZONE } from '../../../app/datetime';
import { formatDuration } from '../account/format-duration';
import { USER_MANAGEMENT_TEXT as TEXT } from './user-management.messages';

/** antd Tag colours of the validity bands (spec 3 §4: 1, 7 and 30 days). */
const TONE_COLOR: Record<ValidityTone, string> = { critical: 'red', soon: 'orange', month: 'gold', long: 'green' };

export type ValidityLabel = { text: string; color: string | undefined };

/**
 * The validity column: unlimited, not set up, expired, not started, or the time left coloured by its band, written as
 * the learner's own badge writes it ('Còn 1 ngày 9 giờ' in both places).
 */
export function validityLabel(user: { isAdmin: boolean; isAuditor?: boolean; info?: ValidityInfo | null }, now: number): ValidityLabel {
  const validity = accountValidity(user, now);
  switch (validity.state) {
    case 'admin':
      return { text: TEXT.unlimited, color: 'blue' };
    case 'no_setup':
      return { text: TEXT.notSetUp, color: undefined };
    case 'expired':
      return { text: TEXT.expired, color: 'default' };
    case 'not_started':
      return { text: TEXT.startsIn(formatDuration(validity.startsInMs ?? 0)), color: 'cyan' };
    case 'active':
    case 'warning': {
      const remaining = validity.remainingMs ?? 0;
      return { text: TEXT.remaining(formatDuration(remaining)), color: TONE_COLOR[validityTone(remaining)] };
    }
  }
}

/** 'DD/MM/YYYY' of the Vietnamese calendar day an instant falls on. */
export const formatVietnamDate = (iso: string | null | undefined): string =>
  iso && dayjs(iso).isValid() ? dayjs(iso).tz(TIME_ZONE).format('DD/MM/YYYY') : '';

/** 'DD/MM/YYYY HH:mm' in Vietnam time (an expiry reads '… 23:59'). */
export const formatVietnamMinute = (iso: string | null | undefined): string =>
  iso && dayjs(iso).isValid() ? dayjs(iso).tz(TIME_ZONE).format('DD/MM/YYYY HH:mm') : '';
