import { assertNever, DomainError, type Decider } from '../shared/decider.js';
import type { AssignClasses, ChangeOwnPassword, CreateUser, DeleteUser, LinkGoogleAccount, RegisterUser, UpdateUser, UserCommand } from './user.commands.js';
import type { UserEvent, UserInfo } from './user.events.js';

export type UserProfileState = {
  userId: string;
  email: string | null;
  username: string | null;
  name: string;
  phone: string | null;
  isAdmin: boolean;
  hasPassword: boolean;
  mustChangePassword: boolean;
  googleId: string | null;
  classIds: number[];
  info: UserInfo;
};

export type UserState = { status: 'none' } | ({ status: 'active' } & UserProfileState) | { status: 'deleted'; userId: string };

export const USER_MESSAGES = {
  exists: 'Tài khoản đã tồn tại.',
  identifierRequired: 'Vui lòng nhập ít nhất một trong hai trường: Email hoặc Tên đăng nhập',
  notFound: 'Không tìm thấy người dùng.',
  cannotDeleteSelf: 'Không thể xóa tài khoản đang đăng nhập.',
  googleLinkedElsewhere: 'Tài khoản Google này đã được liên kết với người dùng khác.',
  emailMismatch: 'Email của tài khoản Google không khớp với tài khoản này.',
} as const;

export const EMPTY_INFO: UserInfo = { startDate: null, durationDays: null, expiryDate: null, note: '', userGroup: 'normal', level: ['elementary'] };

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().every((id, i) => id === [...b].sort()[i]);
const normaliseIds = (ids: number[]) => [...new Set(ids)].sort((x, y) => x - y);
const lower = (email: string | null) => email?.trim().toLowerCase() || null;

const active = (state: UserState): Extract<UserState, { status: 'active' }> => {
  if (state.status !== 'active') throw new DomainError('USER_NOT_FOUND', USER_MESSAGES.notFound, 'not_found');
  return state;
};

const create = ({ data }: CreateUser, state: UserState): UserEvent[] => {
  if (state.status !== 'none') throw new DomainError('USER_EXIST', USER_MESSAGES.exists, 'conflict');
  if (!data.email && !data.username) throw new DomainError('IDENTIFIER_REQUIRED', USER_MESSAGES.identifierRequired);
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
  if (!data.email && !data.username) throw new DomainError('IDENTIFIER_REQUIRED', USER_MESSAGES.identifierRequired);
  const { userId } = user;
  const events: UserEvent[] = [];
  const details = { name: data.name, email: lower(data.email), username: data.username, phone: data.phone, note: data.note };
  const current = { name: user.name, email: user.email, username: user.username, phone: user.phone, note: user.info.note };
  if (JSON.stringify(details) !== JSON.stringify(current)) events.push({ type: 'UserDetailsChanged', data: { userId, ...details } });
  const { startDate, durationDays, expiryDate } = data.validity;
  if (startDate !== user.info.startDate || durationDays !== user.info.durationDays || expiryDate !== user.info.expiryDate) {
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

const assignClasses = ({ data }: AssignClasses, state: UserState): UserEvent[] => {
  const user = active(state);
  const classIds = normaliseIds(data.classIds);
  return sameIds(classIds, user.classIds) ? [] : [{ type: 'UserClassesAssigned', data: { userId: user.userId, classIds } }];
};

const linkGoogle = ({ data }: LinkGoogleAccount, state: UserState): UserEvent[] => {
  const user = active(state);
  if (user.googleId === data.googleId) return [];
  if (user.email !== lower(data.email)) throw new DomainError('GOOGLE_EMAIL_MISMATCH', USER_MESSAGES.emailMismatch, 'conflict');
  return [{ type: 'GoogleAccountLinked', data: { userId: user.userId, googleId: data.googleId, email: lower(data.email)! } }];
};

const remove = ({ data }: DeleteUser, state: UserState): UserEvent[] => {
  const { userId } = active(state);
  if (data.requestedBy === userId) throw new DomainError('CANNOT_DELETE_SELF', USER_MESSAGES.cannotDeleteSelf, 'forbidden');
  return [{ type: 'UserDeleted', data: { userId } }];
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
      case 'AssignClasses':
        return assignClasses(command, state);
      case 'LinkGoogleAccount':
        return linkGoogle(command, state);
      case 'DeleteUser':
        return remove(command, state);
      default:
        return assertNever(command);
    }
  },
};

export const userStreamId = (userId: string) => `user-${userId}`;
