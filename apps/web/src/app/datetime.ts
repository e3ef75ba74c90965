import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale('vi');

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** A server timestamp as Vietnamese users read it: 24-hour clock, Vietnam time. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const moment = dayjs(iso);
  return moment.isValid() ? moment.tz(TIME_ZONE).format(DATE_TIME_FORMAT) : iso;
}
