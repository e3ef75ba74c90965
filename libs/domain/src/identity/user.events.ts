import type { DomainEvent } from '../shared/event-store.port.js';

/** Validity and bookkeeping of a learner account (spec 3 §3 User.info). Dates are ISO instants. */
export type UserInfo = {
  startDate: string | null;
  durationDays: number | null;
  expiryDate: string | null;
  note: string;
  userGroup: string;
  level: string[];
};

/** Who a new user is and how they sign in. */
export type NewUser = {
  userId: string;
  email: string | null;
  username: string | null;
  name: string;
  /** scrypt hash; never shown by the audit endpoint. */
  passwordHash: string | null;
};

/** What an admin may set on an account as it creates it. Older events lack these fields. */
export type NewAccountOptions = {
  phone?: string | null;
  info?: UserInfo;
  classIds?: number[];
  /** The password was set by someone else: the user must choose a new one at first sign-in. */
  mustChangePassword?: boolean;
  /** May grant and withdraw admin rights. Absent in older events: see createdAsSuperAdmin. */
  isSuperAdmin?: boolean;
};

/** How a learner registered on the homepage: the phone they gave and their sign-in (Google or a username). */
export type SelfRegistration = { phone: string; mode: 'gmail' | 'username' };

/** Created by the first start ('bootstrap') or by an admin. Older events lack the optional fields. */
export type UserCreated = DomainEvent<'UserCreated', NewUser & NewAccountOptions & { isAdmin: boolean; source: 'bootstrap' | 'admin'; createdAt: string }>;

/** The first admin (source 'bootstrap') is the super admin, also when its event predates the field. */
export const createdAsSuperAdmin = (data: UserCreated['data']): boolean => data.isSuperAdmin ?? (data.source === 'bootstrap' && data.isAdmin);

/** Self-registration from the homepage, with the 2-day trial computed on the server. */
export type UserRegistered = DomainEvent<'UserRegistered', NewUser & SelfRegistration & { info: UserInfo; termsAcceptedAt: string; registeredAt: string }>;

export type UserDetailsChanged = DomainEvent<
  'UserDetailsChanged',
  { userId: string; name: string; email: string | null; username: string | null; phone: string | null; note: string }
>;

export type UserValiditySet = DomainEvent<'UserValiditySet', { userId: string; startDate: string; durationDays: number; expiryDate: string }>;

/** An admin set a new password; the user must change it at next sign-in. */
export type UserPasswordReset = DomainEvent<'UserPasswordReset', { userId: string; passwordHash: string }>;

/** The user chose their own password. */
export type UserPasswordChanged = DomainEvent<'UserPasswordChanged', { userId: string; passwordHash: string }>;

export type UserClassesAssigned = DomainEvent<'UserClassesAssigned', { userId: string; classIds: number[] }>;

export type GoogleAccountLinked = DomainEvent<'GoogleAccountLinked', { userId: string; googleId: string; email: string }>;

export type UserDeleted = DomainEvent<'UserDeleted', { userId: string }>;

/** A super admin made the user an admin; who did it is the event's actor. */
export type AdminRightsGranted = DomainEvent<'AdminRightsGranted', { userId: string }>;

/** A super admin withdrew the user's admin rights; who did it is the event's actor. */
export type AdminRightsWithdrawn = DomainEvent<'AdminRightsWithdrawn', { userId: string }>;

/** A super admin made the user an auditor: they read what admins read and write nothing; who did it is the event's actor. */
export type AuditorRightsGranted = DomainEvent<'AuditorRightsGranted', { userId: string }>;

/** A super admin took the auditor role back; who did it is the event's actor. */
export type AuditorRightsRevoked = DomainEvent<'AuditorRightsRevoked', { userId: string }>;

/**
 * The system gave the account a new e-mail or username (`value`; null: none) because an older account, `keptUserId`,
 * holds `previous` too. Who did it (the system) and when are the event's metadata.
 */
export type UserIdentifierRepaired = DomainEvent<
  'UserIdentifierRepaired',
  { userId: string; field: 'email' | 'username'; previous: string; value: string | null; keptUserId: string }
>;

export type UserEvent =
  | UserCreated
  | UserRegistered
  | UserDetailsChanged
  | UserValiditySet
  | UserPasswordReset
  | UserPasswordChanged
  | UserClassesAssigned
  | GoogleAccountLinked
  | UserDeleted
  | AdminRightsGranted
  | AdminRightsWithdrawn
  | AuditorRightsGranted
  | AuditorRightsRevoked
  | UserIdentifierRepaired;

export const USER_EVENT_TYPES = [
  'UserCreated',
  'UserRegistered',
  'UserDetailsChanged',
  'UserValiditySet',
  'UserPasswordReset',
  'UserPasswordChanged',
  'UserClassesAssigned',
  'GoogleAccountLinked',
  'UserDeleted',
  'AdminRightsGranted',
  'AdminRightsWithdrawn',
  'AuditorRightsGranted',
  'AuditorRightsRevoked',
  'UserIdentifierRepaired',
] as const satisfies ReadonlyArray<UserEvent['type']>;
