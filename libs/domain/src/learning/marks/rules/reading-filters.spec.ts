import { describe, expect, it } from '@jest/globals';
import { createdWindow } from './reading-filters.js';

const at = (iso: string) => Date.parse(iso);

describe('the time chips (Vietnamese calendar days)', () => {
  // 10 March 2026, 00:30 in Hà Nội is still 9 March in UTC.
  const justAfterMidnight = at('2026-03-09T17:30:00Z');
  it('today: from midnight in Vietnam to the next midnight', () =>
    expect(createdWindow('today', justAfterMidnight)).toEqual({ from: at('2026-03-09T17:00:00Z'), to: at('2026-03-10T17:00:00Z') }));
  it('yesterday: the whole day before', () =>
    expect(createdWindow('yesterday', justAfterMidnight)).toEqual({ from: at('2026-03-08T17:00:00Z'), to: at('2026-03-09T17:00:00Z') }));
  it('last week: the last 7 days, today included', () =>
    expect(createdWindow('lastWeek', justAfterMidnight)).toEqual({ from: at('2026-03-03T17:00:00Z'), to: at('2026-03-10T17:00:00Z') }));
  it('a minute before midnight in Vietnam is still that day', () =>
    expect(createdWindow('today', at('2026-03-10T16:59:00Z')).from).toBe(at('2026-03-09T17:00:00Z')));
});
