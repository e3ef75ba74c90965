import { describe, expect, it } from '@jest/globals';
import { DAY_MS } from '@k9/domain/identity/rules/account-validity';
import { formatDuration } from './format-duration';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

describe("the learner's countdown (spec 2 §2.11, spec 3 §4)", () => {
  it('shows days and hours beyond a day', () => {
    expect(formatDuration(12 * DAY_MS + 3 * HOUR_MS + 5 * MINUTE_MS)).toBe('12 ngày 3 giờ');
    expect(formatDuration(2 * DAY_MS + 10 * MINUTE_MS)).toBe('2 ngày');
  });

  it('shows hours and minutes, then minutes, on the last day', () => {
    expect(formatDuration(DAY_MS)).toBe('24 giờ');
    expect(formatDuration(5 * HOUR_MS + 12 * MINUTE_MS)).toBe('5 giờ 12 phút');
    expect(formatDuration(3 * MINUTE_MS)).toBe('3 phút');
    expect(formatDuration(20_000)).toBe('1 phút');
    expect(formatDuration(0)).toBe('0 phút');
  });
});
