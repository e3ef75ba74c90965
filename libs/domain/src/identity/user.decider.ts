import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import { USER_MESSAGES } from './identity.messages.js';
import { isSaneValidityStart } from './rules/account-validity.js';
import type { ChangeOwnPassword, CreateUser, DeleteUser, LinkGoogleAccount, RegisterUser, RepairDuplicateIdentifier, Requester, SetAdminRights, SetAuditorRights, UpdateUser, UserCommand } from './user.commands.js';
import { createdAsSuperAdmin, type UserEvent, type UserInfo } from './user.events.js';

export type UserProfileState = {
  userId: string;
  email: string | null;
  username: string | null;
  name: string;
  phone: string | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Reads what admins read, writes nothing; unlimited validity while the role lasts. */
  isAuditor: boolean;
  hasPassword: boolean;
  mustChangePassword: boolean;
  googleId: string | null;
  classIds: number[];
  info: UserInfo;
};

export { USER_MESSAGES } from './identity.messages.js';

export type UserState = { status: 'none' } | ({ status: 'active' } & UserProfileState) | { status: 'deleted'; userId: string };


export const EMPTY_INFO: UserInfo = { startDate: null, durationDays: null, expiryDate: null, note: '', userGroup: 'normal', level: ['elementary'] };

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);
const normaliseIds = (ids: number[]) => [...new Set(ids)].sort((x, y) => x - y);
const lower = (email: string | null) => email?.trim().toLowerCase() || null;

const active = (state: UserState): Extract<UserState, { status: 'active' }> => {
  if (state.status !== 'active') throw new DomainError('USER_NOT_FOUND', USER_MESSAGES.notFound, 'not_found');
  return state;
};

/** Another admin's account is managed by a super admin only: a plain admin could otherwise take it over or remove it. */
const assertMayManage = (user: UserProfileState, requester: Requester): void => {
  if (user.isAdmin && requester.userId !== user.userId && !requester.isSuperAdmin) {
    throw new DomainError('ADMIN_ACCOUNT_PROTECTED', USER_MESSAGES.adminAccountProtected, 'forbidden');
  }
};

const assertSaneStart = (startDate: string | null | undefined): void => {
  if (startDate && !isSaneValidityStart(Date.parse(startDate))) throw new DomainError('START_DATE_OUT_OF_RANGE', USER_MESSAGES.startDateOutOfRange);
};

const create = ({ data }: CreateUser, state: UserState): UserEvent[] => {
  if (state.status !== 'none') throw new DomainError('USER_EXIST', USER_MESSAGES.exists, 'conflict');
  if (!data.email && !data.username) throw new DomainError('IDENTIFIER_REQUIRED', USER_MESSAGES.identifierRequired);
  assertSaneStart(data.info?.startDate);
  const { now, ...rest } = data;
  return [{ type: 'UserCreated', data: { ...rest, email: lower(rest.email), createdAt: now } }];
};

const register = ({ data }: RegisterUser, state: UserState): UserEvent[] => {
  if (state.status !== 'none') throw new DomainError('USER_EXIST', USER_MESSAGES.exists, 'conflict');
  if (!data.email && !data.username) throw new DomainError('IDENTIFIER_REQUIRED', USER_MESSAGES.identifierRequired);
  const { trial, now, ...rest } = data;
  return [
    {
      type: 'UserRegistered',
      data: { ...rest, email: lower(rest.email), info: { ...EMPTY_INFO, ...trial }, termsAcceptedAt: now, registeredAt: now },
    },
  ];
};

const update = ({ data }: UpdateUser, state: UserState): UserEvent[] => {
  const user = active(state);
  assertMayManage(user, data.requestedBy);
  if (!data.email && !data.username) throw new DomainError('IDENTIFIER_REQUIRED', USER_MESSAGES.identifierRequired);
  const { userId } = user;
  const events: UserEvent[] = [];
  const details = { name: data.name, email: lower(data.email), username: data.username, phone: data.phone, note: data.note };
  const current = { name: user.name, email: user.email, username: user.username, phone: user.phone, note: user.info.note };
  if (JSON.stringify(details) !== JSON.stringify(current)) events.push({ type: 'UserDetailsChanged', data: { userId, ...details } });
  const { startDate, durationDays, expiryDate } = data.validity;
  if (startDate !== user.info.startDate || durationDays !== user.info.durationDays || expiryDate !== user.info.expiryDate) {
    assertSaneStart(startDate);
    events.push({ type: 'UserValiditySet', data: { userId, startDate, durationDays, expiryDate } });
  }
  if (data.classIds && !sameIds(normaliseIds(data.classIds), user.classIds)) {
    events.push({ type: 'UserClassesAssigned', data: { userId, classIds: normaliseIds(data.classIds) } });
  }
  if (data.newPasswordHash) events.push({ type: 'UserPasswordReset', data: { userId, passwordHash: data.newPasswordHash } });
  return events;
};

const changePassword = ({ data }: ChangeOwnPassword, state: UserState): UserEvent[] => {
  const { userId } = active(state);
  return [{ type: 'UserPasswordChanged', data: { userId, passwordHash: data.passwordHash } }];
};

const linkGoogle = ({ data }: LinkGoogleAccount, state: UserState): UserEvent[] => {
  const user = active(state);
  if (user.googleId === data.googleId) return [];
  if (user.email !== lower(data.email)) throw new DomainError('GOOGLE_EMAIL_MISMATCH', USER_MESSAGES.emailMismatch, 'conflict');
  return [{ type: 'GoogleAccountLinked', data: { userId: user.userId, googleId: data.googleId, email: lower(data.email)! } }];
};

const remove = ({ data }: DeleteUser, state: UserState): UserEvent[] => {
  const user = active(state);
  if (data.requestedBy.userId === user.userId) throw new DomainError('CANNOT_DELETE_SELF', USER_MESSAGES.cannotDeleteSelf, 'forbidden');
  assertMayManage(user, data.requestedBy);
  return [{ type: 'UserDeleted', data: { userId: user.userId } }];
};

/** Only a super admin grants or withdraws admin rights; nobody changes their own, and a super admin's stay. */
const setAdminRights = ({ data }: SetAdminRights, state: UserState): UserEvent[] => {
  if (!data.requestedBy.isSuperAdmin) throw new DomainError('SUPER_ADMIN_REQUIRED', USER_MESSAGES.superAdminRequired, 'forbidden');
  if (data.requestedBy.userId === data.userId) throw new DomainError('OWN_ADMIN_RIGHTS', USER_MESSAGES.ownAdminRights, 'forbidden');
  const user = active(state);
  if (user.isSuperAdmin) throw new DomainError('SUPER_ADMIN_RIGHTS', USER_MESSAGES.superAdminRights, 'forbidden');
  if (user.isAdmin === data.isAdmin) return [];
  return [{ type: data.isAdmin ? 'AdminRightsGranted' : 'AdminRightsWithdrawn', data: { userId: user.userId } }];
};

/** Only a super admin gives or takes back the auditor role; nobody changes their own, and a super admin is never one. */
const setAuditorRights = ({ data }: SetAuditorRights, state: UserState): UserEvent[] => {
  if (!data.requestedBy.isSuperAdmin) throw new DomainError('SUPER_ADMIN_REQUIRED', USER_MESSAGES.superAdminRequiredForAuditor, 'forbidden');
  if (data.requestedBy.userId === data.userId) throw new DomainError('OWN_AUDITOR_RIGHTS', USER_MESSAGES.ownAuditorRights, 'forbidden');
  const user = active(state);
  if (user.isSuperAdmin) throw new DomainError('SUPER_ADMIN_AUDITOR', USER_MESSAGES.superAdminAuditor, 'forbidden');
  if (user.isAuditor === data.isAuditor) return [];
  return [{ type: data.isAuditor ? 'AuditorRightsGranted' : 'AuditorRightsRevoked', data: { userId: user.userId } }];
};

/**
 * Only while the account still holds the duplicate (compared as the uniqueness check compares: trimmed, any letter
 * case): a repair that another instance made already, or an admin's edit since, leaves nothing to do. The account
 * keeps an e-mail or a username.
 */
const repairIdentifier = ({ data }: RepairDuplicateIdentifier, state: UserState): UserEvent[] => {
  const user = active(state);
  const current = user[data.field];
  if (!current || current.trim().toLowerCase() !== data.from.trim().toLowerCase()) return [];
  const value = data.field === 'email' ? lower(data.to) : data.to?.trim() || null;
  const other = data.field === 'email' ? user.username : user.email;
  if (!value && !other) throw new DomainError('IDENTIFIER_REQUIRED', USER_MESSAGES.identifierRequired);
  return [{ type: 'UserIdentifierRepaired', data: { userId: user.userId, field: data.field, previous: current, value, keptUserId: data.keptUserId } }];
};

const evolveActive = (user: Extract<UserState, { status: 'active' }>, event: UserEvent): UserState => {
  switch (event.type) {
    case 'UserCreated':
    case 'UserRegistered':
      return user;
    case 'UserDetailsChanged': {
      const { name, email, username, phone, note } = event.data;
      return { ...user, name, email, username, phone, info: { ...user.info, note } };
    }
    case 'UserValiditySet': {
      const { startDate, durationDays, expiryDate } = event.data;
      return { ...user, info: { ...user.info, startDate, durationDays, expiryDate } };
    }
    case 'UserPasswordReset':
      return { ...user, hasPassword: true, mustChangePassword: true };
    case 'UserPasswordChanged':
      return { ...user, hasPassword: true, mustChangePassword: false };
    case 'UserClassesAssigned':
      return { ...user, classIds: event.data.classIds };
    case 'GoogleAccountLinked':
      return { ...user, googleId: event.data.googleId };
    case 'UserDeleted':
      return { status: 'deleted', userId: user.userId };
    case 'AdminRightsGranted':
      return { ...user, isAdmin: true };
    case 'AdminRightsWithdrawn':
      return { ...user, isAdmin: false };
    case 'AuditorRightsGranted':
      return { ...user, isAuditor: true };
    case 'AuditorRightsRevoked':
      return { ...user, isAuditor: false };
    case 'UserIdentifierRepaired':
      return { ...user, [event.data.field]: event.data.value };
    default:
      return assertNever(event);
  }
};

/** The state a user starts with, whether an admin created them or they registered. */
const born = ({ type, data }: Extract<UserEvent, { type: 'UserCreated' | 'UserRegistered' }>): UserState => {
  const created = type === 'UserCreated' ? data : null;
  return {
    status: 'active',
    userId: data.userId,
    email: data.email,
    username: data.username,
    name: data.name,
    phone: data.phone ?? null,
    isAdmin: created?.isAdmin ?? false,
    isSuperAdmin: created ? createdAsSuperAdmin(created) : false,
    isAuditor: false,
    hasPassword: data.passwordHash !== null,
    mustChangePassword: created?.mustChangePassword ?? false,
    googleId: null,
    classIds: created?.classIds ?? [],
    info: data.info ?? EMPTY_INFO,
  };
};

export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    if (event.type === 'UserCreated' || event.type === 'UserRegistered') return born(event);
    return state.status === 'active' ? evolveActive(state, event) : state;
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateUser':
        return create(command, state);
      case 'RegisterUser':
        return register(command, state);
      case 'UpdateUser':
        return update(command, state);
      case 'ChangeOwnPassword':
        return changePassword(command, state);
      case 'LinkGoogleAccount':
        return linkGoogle(command, state);
      case 'DeleteUser':
        return remove(command, state);
      case 'SetAdminRights':
        return setAdminRights(command, state);
      case 'SetAuditorRights':
        return setAuditorRights(command, state);
      case 'RepairDuplicateIdentifier':
        return repairIdentifier(command, state);
      default:
        return assertNever(command);
    }
  },
};

export const userStreamId = (userId: string) => `user-${userId}`;
