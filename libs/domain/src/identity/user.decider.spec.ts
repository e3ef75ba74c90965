import { specFor } from '../shared/decider.testing.js';
import { describe, expect, it } from '@jest/globals';
import { EMPTY_INFO, userDecider } from './user.decider.js';
import { createdAsSuperAdmin, type UserEvent, type UserIdentifierRepaired } from './user.events.js';

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
/** The admin at the keyboard: u1 (a plain admin unless said otherwise). */
const plainAdmin = { userId: 'u1', isSuperAdmin: false };
const superAdmin = { userId: 'u0', isSuperAdmin: true };
const update = (over: Record<string, unknown> = {}) => ({
  type: 'UpdateUser' as const,
  data: { userId: 'u2', name: 'An', email: 'an@example.com', username: 'an', phone: null, note: '', validity, classIds: [2], requestedBy: plainAdmin, ...over },
});
/** The first admin as the release before roles recorded it: no isSuperAdmin field. */
const bootstrapCreated: UserEvent = {
  type: 'UserCreated',
  data: { userId: 'u0', email: 'admin@example.com', username: 'admin', name: 'Quản trị', isAdmin: true, passwordHash: 'h', source: 'bootstrap', createdAt: 'x' },
};
const adminCreated: UserEvent = { type: 'UserCreated', data: { ...learnerCreated.data, userId: 'u4', username: 'quanly', email: 'quanly@example.com', isAdmin: true } } as UserEvent;
const setAdmin = (userId: string, isAdmin: boolean, requestedBy = superAdmin) => ({ type: 'SetAdminRights' as const, data: { userId, isAdmin, requestedBy } });

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
    given([learnerCreated, deleted]).when({ type: 'DeleteUser', data: { userId: 'u2', requestedBy: plainAdmin } }).thenThrows('USER_NOT_FOUND');
  });
  it('an admin cannot delete the account they are signed in with', () =>
    given([learnerCreated]).when({ type: 'DeleteUser', data: { userId: 'u2', requestedBy: { userId: 'u2', isSuperAdmin: true } } }).thenThrows('CANNOT_DELETE_SELF'));
  it('links Google only to the account with that e-mail, once', () => {
    given([learnerCreated])
      .when({ type: 'LinkGoogleAccount', data: { userId: 'u2', googleId: 'g1', email: 'AN@example.com' } })
      .then([{ type: 'GoogleAccountLinked', data: { userId: 'u2', googleId: 'g1', email: 'an@example.com' } }]);
    given([learnerCreated]).when({ type: 'LinkGoogleAccount', data: { userId: 'u2', googleId: 'g1', email: 'other@example.com' } }).thenThrows('GOOGLE_EMAIL_MISMATCH');
    given([learnerCreated, { type: 'GoogleAccountLinked', data: { userId: 'u2', googleId: 'g1', email: 'an@example.com' } }])
      .when({ type: 'LinkGoogleAccount', data: { userId: 'u2', googleId: 'g1', email: 'an@example.com' } })
      .then([]);
  });

  describe('validity dates', () => {
    const farOff = { startDate: '9999-12-30T17:00:00.000Z', durationDays: 3650, expiryDate: '+010009-12-27T16:59:59.999Z' };
    it('refuses a start outside the years 2000 to 2100, on creation and on edit', () => {
      given([]).when(create({ isAdmin: false, source: 'admin', info: { ...EMPTY_INFO, ...farOff } })).thenThrows('START_DATE_OUT_OF_RANGE');
      given([learnerCreated]).when(update({ validity: farOff })).thenThrows('START_DATE_OUT_OF_RANGE');
      given([learnerCreated]).when(update({ validity: { ...validity, startDate: '1999-12-30T17:00:00.000Z' } })).thenThrows('START_DATE_OUT_OF_RANGE');
    });
    it('accepts the first and the last day of that range (Vietnam time)', () => {
      given([learnerCreated])
        .when(update({ validity: { startDate: '2099-12-31T17:00:00.000Z', durationDays: 1, expiryDate: '2101-01-01T16:59:59.999Z' } }))
        .then([{ type: 'UserValiditySet', data: { userId: 'u2', startDate: '2099-12-31T17:00:00.000Z', durationDays: 1, expiryDate: '2101-01-01T16:59:59.999Z' } }]);
      given([learnerCreated]).when(update({ validity: { ...validity, startDate: '1999-12-31T17:00:00.000Z' } })).then([
        { type: 'UserValiditySet', data: { userId: 'u2', ...validity, startDate: '1999-12-31T17:00:00.000Z' } },
      ]);
    });
    it('does not block other edits of a user whose stored dates predate the rule', () =>
      given([learnerCreated, { type: 'UserValiditySet', data: { userId: 'u2', ...farOff } }])
        .when(update({ name: 'An Mới', validity: farOff }))
        .then([{ type: 'UserDetailsChanged', data: { userId: 'u2', name: 'An Mới', email: 'an@example.com', username: 'an', phone: null, note: '' } }]));
  });

  describe('admin rights', () => {
    it('the first admin is the super admin, also in events from before the field existed', () => {
      expect(createdAsSuperAdmin(bootstrapCreated.data as Extract<UserEvent, { type: 'UserCreated' }>['data'])).toBe(true);
      expect(createdAsSuperAdmin(adminCreated.data as Extract<UserEvent, { type: 'UserCreated' }>['data'])).toBe(false);
      expect(createdAsSuperAdmin({ ...(bootstrapCreated.data as Extract<UserEvent, { type: 'UserCreated' }>['data']), isSuperAdmin: false })).toBe(false);
      given([bootstrapCreated]).when(setAdmin('u0', false, { userId: 'u9', isSuperAdmin: true })).thenThrows('SUPER_ADMIN_RIGHTS');
    });
    it('a super admin grants them, once', () => {
      given([learnerCreated]).when(setAdmin('u2', true)).then([{ type: 'AdminRightsGranted', data: { userId: 'u2' } }]);
      given([learnerCreated, { type: 'AdminRightsGranted', data: { userId: 'u2' } }]).when(setAdmin('u2', true)).then([]);
    });
    it('a super admin withdraws them', () =>
      given([learnerCreated, { type: 'AdminRightsGranted', data: { userId: 'u2' } }]).when(setAdmin('u2', false)).then([{ type: 'AdminRightsWithdrawn', data: { userId: 'u2' } }]));
    it('withdrawing from a learner is no event', () => given([learnerCreated]).when(setAdmin('u2', false)).then([]));
    it('a plain admin can neither grant nor withdraw', () => {
      given([learnerCreated]).when(setAdmin('u2', true, plainAdmin)).thenThrows('SUPER_ADMIN_REQUIRED');
      given([adminCreated]).when(setAdmin('u4', false, plainAdmin)).thenThrows('SUPER_ADMIN_REQUIRED');
    });
    it('nobody changes their own', () => given([bootstrapCreated]).when(setAdmin('u0', false)).thenThrows('OWN_ADMIN_RIGHTS'));
    it('not for a deleted user', () => given([learnerCreated, { type: 'UserDeleted', data: { userId: 'u2' } }]).when(setAdmin('u2', true)).thenThrows('USER_NOT_FOUND'));
  });

  describe('auditor role', () => {
    const setAuditor = (userId: string, isAuditor: boolean, requestedBy = superAdmin) => ({ type: 'SetAuditorRights' as const, data: { userId, isAuditor, requestedBy } });
    const granted: UserEvent = { type: 'AuditorRightsGranted', data: { userId: 'u2' } };
    it('a super admin gives it, once, and the state says so', () => {
      given([learnerCreated]).when(setAuditor('u2', true)).then([granted]);
      given([learnerCreated, granted]).when(setAuditor('u2', true)).then([]);
      expect(userDecider.evolve(userDecider.evolve(userDecider.initialState(), learnerCreated), granted)).toMatchObject({ isAuditor: true, isAdmin: false });
    });
    it('a super admin takes it back; taking it from a learner without it is no event', () => {
      given([learnerCreated, granted]).when(setAuditor('u2', false)).then([{ type: 'AuditorRightsRevoked', data: { userId: 'u2' } }]);
      given([learnerCreated]).when(setAuditor('u2', false)).then([]);
      const revoked = [learnerCreated, granted, { type: 'AuditorRightsRevoked', data: { userId: 'u2' } } as UserEvent].reduce(userDecider.evolve, userDecider.initialState());
      expect(revoked).toMatchObject({ isAuditor: false });
    });
    it('is no one else\'s to give or take', () => {
      given([learnerCreated]).when(setAuditor('u2', true, plainAdmin)).thenThrows('SUPER_ADMIN_REQUIRED');
      given([learnerCreated, granted]).when(setAuditor('u2', false, plainAdmin)).thenThrows('SUPER_ADMIN_REQUIRED');
    });
    it('nobody changes their own, and a super admin is never one', () => {
      given([bootstrapCreated]).when(setAuditor('u0', true)).thenThrows('OWN_AUDITOR_RIGHTS');
      given([bootstrapCreated]).when(setAuditor('u0', true, { userId: 'u9', isSuperAdmin: true })).thenThrows('SUPER_ADMIN_AUDITOR');
    });
    it('not for a deleted user', () => given([learnerCreated, { type: 'UserDeleted', data: { userId: 'u2' } }]).when(setAuditor('u2', true)).thenThrows('USER_NOT_FOUND'));
  });

  describe("another admin's account", () => {
    const editAdmin = (requestedBy: { userId: string; isSuperAdmin: boolean }) => update({ userId: 'u4', username: 'quanly', email: 'quanly@example.com', name: 'Quản lý', requestedBy });
    it('is edited, reset or deleted by a super admin only', () => {
      given([adminCreated]).when(editAdmin(plainAdmin)).thenThrows('ADMIN_ACCOUNT_PROTECTED');
      given([adminCreated]).when({ ...editAdmin(plainAdmin), data: { ...editAdmin(plainAdmin).data, name: 'An', newPasswordHash: 'h9' } }).thenThrows('ADMIN_ACCOUNT_PROTECTED');
      given([adminCreated]).when({ type: 'DeleteUser', data: { userId: 'u4', requestedBy: plainAdmin } }).thenThrows('ADMIN_ACCOUNT_PROTECTED');
      given([adminCreated]).when(editAdmin(superAdmin)).then([
        { type: 'UserDetailsChanged', data: { userId: 'u4', name: 'Quản lý', email: 'quanly@example.com', username: 'quanly', phone: null, note: '' } },
      ]);
      given([adminCreated]).when({ type: 'DeleteUser', data: { userId: 'u4', requestedBy: superAdmin } }).then([{ type: 'UserDeleted', data: { userId: 'u4' } }]);
    });
    it('an admin still edits their own account, and a plain admin manages one whose rights were withdrawn', () => {
      given([adminCreated]).when(editAdmin({ userId: 'u4', isSuperAdmin: false })).then([
        { type: 'UserDetailsChanged', data: { userId: 'u4', name: 'Quản lý', email: 'quanly@example.com', username: 'quanly', phone: null, note: '' } },
      ]);
      given([adminCreated, { type: 'AdminRightsWithdrawn', data: { userId: 'u4' } }]).when({ type: 'DeleteUser', data: { userId: 'u4', requestedBy: plainAdmin } }).then([
        { type: 'UserDeleted', data: { userId: 'u4' } },
      ]);
    });
  });
  describe('repair of a duplicate identifier', () => {
    const repair = (over: Record<string, unknown> = {}) => ({
      type: 'RepairDuplicateIdentifier' as const,
      data: { userId: 'u2', field: 'username' as const, from: 'AN', to: 'an-2', keptUserId: 'u1', ...over },
    });
    const repaired = (over: Partial<UserIdentifierRepaired['data']> = {}): UserIdentifierRepaired => ({
      type: 'UserIdentifierRepaired',
      data: { userId: 'u2', field: 'username', previous: 'an', value: 'an-2', keptUserId: 'u1', ...over },
    });
    it('renames the username it saw, in any letter case', () => given([learnerCreated]).when(repair()).then([repaired()]));
    it('clears the e-mail of an account that signs in with its username', () =>
      given([learnerCreated]).when(repair({ field: 'email', from: 'an@example.com', to: null })).then([repaired({ field: 'email', previous: 'an@example.com', value: null })]));
    it('the next edit starts from the repaired value', () =>
      given([learnerCreated, repaired() as UserEvent]).when(update({ username: 'an-2' })).then([]));
    it('does nothing once the account no longer holds the value (repaired already, or edited since)', () => {
      given([learnerCreated, repaired() as UserEvent]).when(repair()).then([]);
      given([learnerCreated]).when(repair({ from: 'binh' })).then([]);
    });
    it('never leaves an account without e-mail and username', () => {
      const emailOnly: UserEvent = { type: 'UserCreated', data: { ...learnerCreated.data, username: null } } as UserEvent;
      given([emailOnly]).when(repair({ field: 'email', from: 'an@example.com', to: null })).thenThrows('IDENTIFIER_REQUIRED');
    });
    it('not for a deleted user', () => given([learnerCreated, { type: 'UserDeleted', data: { userId: 'u2' } }]).when(repair()).thenThrows('USER_NOT_FOUND'));
  });
});
