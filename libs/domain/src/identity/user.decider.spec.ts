import { describe, it } from '@jest/globals';
import { specFor } from '../shared/decider.testing.js';
import { EMPTY_INFO, userDecider } from './user.decider.js';
import type { UserEvent } from './user.events.js';

const given = specFor(userDecider);
const create = (over: Record<string, unknown> = {}) => ({
  type: 'CreateUser' as const,
  data: { userId: 'u1', email: 'Admin@Example.com', username: 'admin', name: 'Quản trị', isAdmin: true, passwordHash: 'h', source: 'bootstrap' as const, now: '2026-01-01T00:00:00.000Z', ...over },
});
const validity = { startDate: '2026-03-01T17:00:00.000Z', durationDays: 10, expiryDate: '2026-03-11T16:59:59.999Z' };
const learnerCreated: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u2', email: 'an@example.com', username: 'an', name: 'An', isAdmin: false, passwordHash: 'h0', source: 'admin', createdAt: 'x', phone: null, info: { ...EMPTY_INFO, ...validity }, classIds: [2], mustChangePassword: true },
};
const update = (over: Record<string, unknown> = {}) => ({
  type: 'UpdateUser' as const,
  data: { userId: 'u2', name: 'An', email: 'an@example.com', username: 'an', phone: null, note: '', validity, classIds: [2], ...over },
});

describe('user', () => {
  it('is created with a lower-cased e-mail and the time from the command', () =>
    given([]).when(create()).then([
      { type: 'UserCreated', data: { userId: 'u1', email: 'admin@example.com', username: 'admin', name: 'Quản trị', isAdmin: true, passwordHash: 'h', source: 'bootstrap', createdAt: '2026-01-01T00:00:00.000Z' } },
    ]));
  it('needs an e-mail or a username', () => given([]).when(create({ email: null, username: null })).thenThrows('IDENTIFIER_REQUIRED'));
  it('cannot be created twice', () => given([learnerCreated]).when(create({ userId: 'u2' })).thenThrows('USER_EXIST'));

  it('registers with the trial period and the terms accepted at that instant', () =>
    given([])
      .when({
        type: 'RegisterUser',
        data: { userId: 'u3', name: 'Bình', phone: '0912345678', email: 'Binh@Gmail.com', username: null, passwordHash: null, mode: 'gmail', trial: { ...validity, durationDays: 2 }, now: 'T' },
      })
      .then([
        {
          type: 'UserRegistered',
          data: { userId: 'u3', name: 'Bình', phone: '0912345678', email: 'binh@gmail.com', username: null, passwordHash: null, mode: 'gmail', info: { ...EMPTY_INFO, ...validity, durationDays: 2 }, termsAcceptedAt: 'T', registeredAt: 'T' },
        },
      ]));

  it('an unchanged form changes nothing', () => given([learnerCreated]).when(update()).then([]));
  it('records only what the admin changed, each as its own event', () =>
    given([learnerCreated])
      .when(update({ name: 'An Nguyễn', validity: { ...validity, durationDays: 30, expiryDate: '2026-03-31T16:59:59.999Z' }, classIds: [3, 2, 3], newPasswordHash: 'h1' }))
      .then([
        { type: 'UserDetailsChanged', data: { userId: 'u2', name: 'An Nguyễn', email: 'an@example.com', username: 'an', phone: null, note: '' } },
        { type: 'UserValiditySet', data: { userId: 'u2', ...validity, durationDays: 30, expiryDate: '2026-03-31T16:59:59.999Z' } },
        { type: 'UserClassesAssigned', data: { userId: 'u2', classIds: [2, 3] } },
        { type: 'UserPasswordReset', data: { userId: 'u2', passwordHash: 'h1' } },
      ]));
  it('cannot drop both e-mail and username', () => given([learnerCreated]).when(update({ email: null, username: null })).thenThrows('IDENTIFIER_REQUIRED'));
  it('a deleted user cannot be updated or deleted again', () => {
    const deleted: UserEvent = { type: 'UserDeleted', data: { userId: 'u2' } };
    given([learnerCreated, deleted]).when(update({ name: 'X' })).thenThrows('USER_NOT_FOUND');
    given([learnerCreated, deleted]).when({ type: 'DeleteUser', data: { userId: 'u2', requestedBy: 'u1' } }).thenThrows('USER_NOT_FOUND');
  });
  it('an admin cannot delete the account they are signed in with', () =>
    given([learnerCreated]).when({ type: 'DeleteUser', data: { userId: 'u2', requestedBy: 'u2' } }).thenThrows('CANNOT_DELETE_SELF'));
  it('links Google only to the account with that e-mail, once', () => {
    given([learnerCreated])
      .when({ type: 'LinkGoogleAccount', data: { userId: 'u2', googleId: 'g1', email: 'AN@example.com' } })
      .then([{ type: 'GoogleAccountLinked', data: { userId: 'u2', googleId: 'g1', email: 'an@example.com' } }]);
    given([learnerCreated]).when({ type: 'LinkGoogleAccount', data: { userId: 'u2', googleId: 'g1', email: 'other@example.com' } }).thenThrows('GOOGLE_EMAIL_MISMATCH');
    given([learnerCreated, { type: 'GoogleAccountLinked', data: { userId: 'u2', googleId: 'g1', email: 'an@example.com' } }])
      .when({ type: 'LinkGoogleAccount', data: { userId: 'u2', googleId: 'g1', email: 'an@example.com' } })
      .then([]);
  });
  it('assigning the same classes again is not an event', () =>
    given([learnerCreated]).when({ type: 'AssignClasses', data: { userId: 'u2', classIds: [2] } }).then([]));
});
