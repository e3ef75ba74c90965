import { describe, expect, it } from '@jest/globals';
import { DAY_MS } from '@k9/domain/identity/rules/account-validity';
import { formatDuration } from '../account/format-duration';
import { formatVietnamDate, formatVietnamMinute, validityLabel } from './user-validity';

const NOW = Date.parse('2026-01-10T13:00:00Z');
const HOUR_MS = 3_600_000;
const learner = (startMs: number, expiryMs: number) => ({
  isAdmin: false,
  info: { startDate: new Date(startMs).toISOString(), durationDays: 1, expiryDate: new Date(expiryMs).toISOString() },
});

describe('the validity column (spec 3 §4)', () => {
  it('says unlimited for admins and not set up without a period', () => {
    expect(validityLabel({ isAdmin: true }, NOW)).toEqual({ text: 'Không giới hạn', color: 'blue' });
    expect(validityLabel({ ...learner(NOW - 3 * DAY_MS, NOW - DAY_MS), isAuditor: true }, NOW)).toEqual({ text: 'Không giới hạn', color: 'blue' });
    expect(validityLabel({ isAdmin: false, info: null }, NOW)).toEqual({ text: 'Chưa thiết lập', color: undefined });
  });

  it("writes the time left as the learner's badge does, coloured by the 7 and 30 day bands", () => {
    const left = 1 * DAY_MS + 9 * HOUR_MS + 20 * 60_000;
    expect(validityLabel(learner(NOW - DAY_MS, NOW + left), NOW)).toEqual({ text: 'Còn 1 ngày 9 giờ', color: 'orange' });
    expect(validityLabel(learner(NOW - DAY_MS, NOW + left), NOW).text).toBe(`Còn ${formatDuration(left)}`);
    expect(validityLabel(learner(NOW - DAY_MS, NOW + 30 * DAY_MS), NOW)).toEqual({ text: 'Còn 30 ngày', color: 'gold' });
    expect(validityLabel(learner(NOW - DAY_MS, NOW + 4.5 * DAY_MS), NOW)).toEqual({ text: 'Còn 4 ngày 12 giờ', color: 'orange' });
    expect(validityLabel(learner(NOW - DAY_MS, NOW + 40 * DAY_MS), NOW).color).toBe('green');
  });

  it('counts hours and minutes on the last day, then minutes', () => {
    expect(validityLabel(learner(NOW - DAY_MS, NOW + 5 * HOUR_MS + 12 * 60_000), NOW)).toEqual({ text: 'Còn 5 giờ 12 phút', color: 'red' });
    expect(validityLabel(learner(NOW - DAY_MS, NOW + 90_000), NOW).text).toBe('Còn 1 phút');
  });

  it('tells when an account starts or has expired', () => {
    expect(validityLabel(learner(NOW + 2.5 * DAY_MS, NOW + 9 * DAY_MS), NOW)).toEqual({ text: 'Bắt đầu sau 2 ngày 12 giờ', color: 'cyan' });
    expect(validityLabel(learner(NOW - 9 * DAY_MS, NOW - 1), NOW)).toEqual({ text: 'Đã hết hạn', color: 'default' });
  });

  it('writes dates in Vietnam time', () => {
    expect(formatVietnamDate('2026-01-10T17:30:00Z')).toBe('11/01/2026');
    expect(formatVietnamMinute('2026-02-08T16:59:59.999Z')).toBe('08/02/2026 23:59');
    expect(formatVietnamDate(null)).toBe('');
    expect(formatVietnamMinute('not a date')).toBe('');
  });
});
