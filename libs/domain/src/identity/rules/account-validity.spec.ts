import { describe, expect, it } from '@jest/globals';
import { accountValidity, DAY_MS, isSaneValidityStart, trialPeriod, validityPeriod, validityStartDay, validityStartOf, validityTone, vietnamDay, vietnamDayStart } from './account-validity.js';

const at = (iso: string) => Date.parse(iso);
const info = { startDate: '2026-03-01T17:00:00.000Z', durationDays: 10, expiryDate: '2026-03-11T16:59:59.999Z' };
const learner = { isAdmin: false, info };

describe('account validity', () => {
  it('admins have no limit, whatever their dates', () => {
    expect(accountValidity({ isAdmin: true, info: null }, at('2030-01-01T00:00:00Z')).state).toBe('admin');
  });
  it('auditors have no limit while the role lasts; without it their dates count again', () => {
    const expired = { ...info, expiryDate: '2026-03-02T16:59:59.999Z' };
    expect(accountValidity({ isAdmin: false, isAuditor: true, info: expired }, at('2030-01-01T00:00:00Z')).state).toBe('admin');
    expect(accountValidity({ isAdmin: false, isAuditor: false, info: expired }, at('2030-01-01T00:00:00Z')).state).toBe('expired');
  });
  it.each([
    ['no start', { ...info, startDate: null }],
    ['no duration', { ...info, durationDays: null }],
    ['no expiry', { ...info, expiryDate: undefined }],
    ['unreadable date', { ...info, startDate: 'hôm qua' }],
    ['zero duration', { ...info, durationDays: 0 }],
  ])('is not set up with %s', (_name, partial) => {
    expect(accountValidity({ isAdmin: false, info: partial }, at('2026-03-05T00:00:00Z')).state).toBe('no_setup');
    expect(accountValidity({ isAdmin: false, info: null }, at('2026-03-05T00:00:00Z')).state).toBe('no_setup');
  });
  it('has not started until the first millisecond of the start', () => {
    expect(accountValidity(learner, at(info.startDate) - 1)).toEqual({ state: 'not_started', remainingMs: null, startsInMs: 1 });
    expect(accountValidity(learner, at(info.startDate)).state).toBe('active');
  });
  it('warns when one day or less is left', () => {
    const expiry = at(info.expiryDate);
    expect(accountValidity(learner, expiry - DAY_MS - 1)).toEqual({ state: 'active', remainingMs: DAY_MS + 1, startsInMs: null });
    expect(accountValidity(learner, expiry - DAY_MS)).toEqual({ state: 'warning', remainingMs: DAY_MS, startsInMs: null });
    expect(accountValidity(learner, expiry).state).toBe('warning');
  });
  it('expires right after the expiry instant', () => {
    expect(accountValidity(learner, at(info.expiryDate) + 1)).toEqual({ state: 'expired', remainingMs: null, startsInMs: null });
  });
});

describe('periods in Asia/Ho_Chi_Minh', () => {
  it('a trial registered at 23:59 Vietnam time runs to the end of the next day', () => {
    // 2026-03-01 23:59 in Vietnam is 16:59 UTC.
    expect(trialPeriod(at('2026-03-01T16:59:00Z'))).toEqual({
      startDate: '2026-02-28T17:00:00.000Z',
      durationDays: 2,
      expiryDate: '2026-03-02T16:59:59.999Z',
    });
  });
  it('a trial registered at 00:30 Vietnam time (still the previous UTC day) starts that Vietnamese day', () => {
    // 2026-03-02 00:30 in Vietnam is 2026-03-01 17:30 UTC.
    expect(trialPeriod(at('2026-03-01T17:30:00Z'))).toEqual({
      startDate: '2026-03-01T17:00:00.000Z',
      durationDays: 2,
      expiryDate: '2026-03-03T16:59:59.999Z',
    });
  });
  it('expiry = start + duration - 1 day, at the end of that day', () => {
    expect(validityPeriod(vietnamDayStart('2026-12-31')!, 10)).toEqual({
      startDate: '2026-12-30T17:00:00.000Z',
      durationDays: 10,
      expiryDate: '2027-01-09T16:59:59.999Z',
    });
    expect(vietnamDay(at('2027-01-09T16:59:59.999Z'))).toBe('2027-01-09');
    expect(vietnamDay(at('2027-01-09T17:00:00.000Z'))).toBe('2027-01-10');
  });
  it('refuses days that do not exist', () => {
    expect(vietnamDayStart('2026-02-30')).toBeNull();
    expect(vietnamDayStart('30/01/2026')).toBeNull();
  });
  it('colours at 1, 7 and 30 days', () => {
    expect([DAY_MS, DAY_MS + 1, 7 * DAY_MS, 30 * DAY_MS, 30 * DAY_MS + 1].map(validityTone)).toEqual(['critical', 'soon', 'soon', 'month', 'long']);
  });

  it('a validity starts on a Vietnamese day of the years 2000 to 2100', () => {
    expect(isSaneValidityStart(vietnamDayStart('2000-01-01')!)).toBe(true);
    expect(isSaneValidityStart(vietnamDayStart('2100-12-31')!)).toBe(true);
    expect(isSaneValidityStart(vietnamDayStart('1999-12-31')!)).toBe(false);
    expect(isSaneValidityStart(vietnamDayStart('2101-01-01')!)).toBe(false);
    expect(isSaneValidityStart(vietnamDayStart('9999-12-31')!)).toBe(false);
    expect(isSaneValidityStart(Number.NaN)).toBe(false);
  });
});

describe('a validity start as the API takes and answers it (issue 24 §2)', () => {
  it('takes a day, or an instant as the Vietnamese day it falls on', () => {
    expect(validityStartDay('2026-11-28')).toBe(at('2026-11-27T17:00:00.000Z'));
    expect(validityStartDay('2026-11-27T17:00:00.000Z')).toBe(at('2026-11-27T17:00:00.000Z'));
    expect(validityStartDay('2026-11-28T16:59:59.999Z')).toBe(at('2026-11-27T17:00:00.000Z'));
    expect(validityStartDay('2026-11-28T08:00:00+07:00')).toBe(at('2026-11-27T17:00:00.000Z'));
    for (const bad of ['2026-02-30', '28/11/2026', '2026-11-28T25:00:00Z', 'hôm nay', '2026-11-28T10:00']) expect(validityStartDay(bad)).toBeNull();
  });
  it('answers a stored start as its day, which it takes back unchanged', () => {
    expect(validityStartOf('2026-11-27T17:00:00.000Z')).toBe('2026-11-28');
    expect(validityStartOf(null)).toBeNull();
    expect(validityStartDay(validityStartOf('2026-11-27T17:00:00.000Z')!)).toBe(at('2026-11-27T17:00:00.000Z'));
  });
  it('reads an account given its start as a day from the start of that Vietnamese day', () => {
    const dayInfo = { ...info, startDate: '2026-03-02' };
    expect(accountValidity({ isAdmin: false, info: dayInfo }, at('2026-03-01T17:00:00.000Z') - 1).state).toBe('not_started');
    expect(accountValidity({ isAdmin: false, info: dayInfo }, at('2026-03-01T17:00:00.000Z')).state).toBe('active');
  });
});
