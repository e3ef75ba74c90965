import type { ValidityPeriod } from './rules/account-validity.js';
import type { NewAccountOptions, NewUser, SelfRegistration } from './user.events.js';

/** The admin sending a command about another user, as the read model knows them now. */
export type Requester = { userId: string; isSuperAdmin: boolean };

export type CreateUser = {
  type: 'CreateUser';
  /** `isSuperAdmin`: only the first admin ('bootstrap'). */
  data: NewUser & NewAccountOptions & { isAdmin: boolean; source: 'bootstrap' | 'admin'; now: string };
};

export type RegisterUser = { type: 'RegisterUser'; data: NewUser & SelfRegistration & { trial: ValidityPeriod; now: string } };

/** The admin's user form: every field it shows; events only for what changed. */
export type UpdateUser = {
  type: 'UpdateUser';
  data: {
    userId: string;
    name: string;
    email: string | null;
    username: string | null;
    phone: string | null;
    note: string;
    validity: ValidityPeriod;
    classIds?: number[];
    /** Set when the admin resets the password (or the user has none yet). */
    newPasswordHash?: string | null;
    requestedBy: Requester;
  };
};

export type ChangeOwnPassword = { type: 'ChangeOwnPassword'; data: { userId: string; passwordHash: string } };
export type LinkGoogleAccount = { type: 'LinkGoogleAccount'; data: { userId: string; googleId: string; email: string } };
export type DeleteUser = { type: 'DeleteUser'; data: { userId: string; requestedBy: Requester } };
/** Grant (isAdmin true) or withdraw (false) admin rights. */
export type SetAdminRights = { type: 'SetAdminRights'; data: { userId: string; isAdmin: boolean; requestedBy: Requester } };
/** Make the user an auditor (isAuditor true) or take the role back (false). */
export type SetAuditorRights = { type: 'SetAuditorRights'; data: { userId: string; isAuditor: boolean; requestedBy: Requester } };

/**
 * The system frees an e-mail or username that another, older account holds too (duplicates left by a past race):
 * `from` is the value it saw, `to` the new one (null: cleared). Nobody asks for it; its metadata names the system.
 */
export type RepairDuplicateIdentifier = {
  type: 'RepairDuplicateIdentifier';
  data: { userId: string; field: 'email' | 'username'; from: string; to: string | null; keptUserId: string };
};

export type UserCommand = CreateUser | RegisterUser | UpdateUser | ChangeOwnPassword | LinkGoogleAccount | DeleteUser | SetAdminRights | SetAuditorRights | RepairDuplicateIdentifier;
