import { describe, expect, it } from '@jest/globals';
import { inStoryTime, storyTimeWindow } from './story-time';

describe('story time filter (Asia/Ho_Chi_Minh days)', () => {
  // 01:30 on 10 March in Vietnam, still 9 March in UTC.
  const now = Date.parse('2026-03-09T18:30:00Z');

  it('starts the day at midnight in Vietnam, not in UTC', () => {
    expect(storyTimeWindow('today', now)).toEqual({ from: Date.parse('2026-03-09T17:00:00Z'), to: Date.parse('2026-03-10T17:00:00Z') });
  });

  it('today: since midnight in Vietnam', () => {
    expect(inStoryTime('2026-03-09T17:00:00Z', 'today', now)).toBe(true); // 00:00 on 10/03
    expect(inStoryTime('2026-03-09T16:59:59Z', 'today', now)).toBe(false); // 23:59:59 on 09/03
  });

  it('yesterday: the whole day before, in Vietnam', () => {
    expect(inStoryTime('2026-03-08T17:00:00Z', 'yesterday', now)).toBe(true); // 00:00 on 09/03
    expect(inStoryTime('2026-03-09T16:59:59Z', 'yesterday', now)).toBe(true); // 23:59:59 on 09/03
    expect(inStoryTime('2026-03-09T17:00:00Z', 'yesterday', now)).toBe(false);
    expect(inStoryTime('2026-03-08T16:59:59Z', 'yesterday', now)).toBe(false);
  });

  it('the last week: today and the six days before', () => {
    expect(storyTimeWindow('lastWeek', now)).toEqual({ from: Date.parse('2026-03-03T17:00:00Z'), to: Date.parse('2026-03-10T17:00:00Z') });
    expect(inStoryTime('2026-03-03T17:00:00Z', 'lastWeek', now)).toBe(true); // 00:00 on 04/03
    expect(inStoryTime('2026-03-03T16:59:59Z', 'lastWeek', now)).toBe(false);
    expect(inStoryTime('2026-03-10T05:00:00Z', 'lastWeek', now)).toBe(true);
  });

  it('all lets everything through; an unreadable date passes nothing else', () => {
    expect(storyTimeWindow('all', now)).toBeNull();
    expect(inStoryTime('2001-01-01T00:00:00Z', 'all', now)).toBe(true);
    expect(inStoryTime('không rõ', 'today', now)).toBe(false);
  });
});
