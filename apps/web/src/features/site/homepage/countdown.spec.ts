import { describe, expect, it } from '@jest/globals';
import { countdownTarget, timeLeft } from './countdown';

describe('the limited-offer countdown (spec 1 §4, §9)', () => {
  it('counts down to 23:59:59 five days ahead, then shows zeros', () => {
    const now = new Date(2026, 0, 10, 10, 0, 0);
    const target = countdownTarget(now);
    expect(target).toEqual(new Date(2026, 0, 15, 23, 59, 59));
    expect(timeLeft(target, now)).toEqual({ days: 5, hours: 13, minutes: 59, seconds: 59 });
    expect(timeLeft(target, new Date(2026, 0, 15, 23, 59, 58, 400))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(timeLeft(target, new Date(2026, 0, 20))).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
