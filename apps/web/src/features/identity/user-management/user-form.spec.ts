import { describe, expect, it } from '@jest/globals';
import type { UserRecord } from '@k9/contracts';
import dayjs from 'dayjs';
import { expiryPreview, initialValues, toRequest } from './user-form';

// 10 January 2026, 20:00 in Vietnam (13:00 UTC).
const NOW = Date.parse('2026-01-10T13:00:00Z');

describe('the user form (spec 3 §5)', () => {
  it('starts a new user today, in Vietnam, for 10 days', () => {
    const values = initialValues(null, NOW);
    expect(values.startDate?.format('YYYY-MM-DD')).toBe('2026-01-10');
    expect(values).toMatchObject({ name: '', durationDays: 10, note: '', id_user_class: [], resetPassword: false });
  });

  it("starts an edit from the user's own period, on its Vietnamese day", () => {
    const user = {
      name: 'Nguyễn Văn An',
      username: 'hocvien_an',
      email: null,
      phone: null,
      id_user_class: [3],
      info: { startDate: '2026-02-28T17:00:00.000Z', durationDays: 30, expiryDate: '2026-03-30T16:59:59.999Z', note: 'D101' },
    } as unknown as UserRecord;
    const values = initialValues(user, NOW);
    expect(values.startDate?.format('YYYY-MM-DD')).toBe('2026-03-01');
    expect(values).toMatchObject({ name: 'Nguyễn Văn An', username: 'hocvien_an', email: undefined, durationDays: 30, note: 'D101', id_user_class: [3] });
  });

  it('starts an edit from the day GET /api/user answers (issue 24 §2)', () => {
    const user = { name: 'An', username: 'an', info: { startDate: '2026-03-01', durationDays: 30, expiryDate: '2026-03-30T16:59:59.999Z', note: '' } } as unknown as UserRecord;
    expect(initialValues(user, NOW).startDate?.format('YYYY-MM-DD')).toBe('2026-03-01');
  });

  it('shows the expiry as start + duration - 1 day, at 23:59, and nothing while incomplete', () => {
    expect(expiryPreview(dayjs('2026-01-10'), 30)).toBe('08/02/2026 23:59');
    expect(expiryPreview(dayjs('2026-01-10'), 1)).toBe('10/01/2026 23:59');
    expect(expiryPreview(dayjs('2026-01-10'), 0)).toBe('');
    expect(expiryPreview(dayjs('2026-01-10'), 2.5)).toBe('');
    expect(expiryPreview(null, 30)).toBe('');
  });

  it('sends trimmed texts, empty ones as null, and the reset flag only when editing', () => {
    const values = { ...initialValues(null, NOW), name: '  An  ', username: ' an ', email: '   ', phone: '0901 234 567', note: ' D101 ' };
    expect(toRequest(values, false)).toEqual({
      name: 'An',
      username: 'an',
      email: null,
      phone: '0901 234 567',
      info: { startDate: '2026-01-10', durationDays: 10, note: 'D101' },
      id_user_class: [],
    });
    expect(toRequest({ ...values, resetPassword: true }, true)).toMatchObject({ resetPassword: true });
  });
});
