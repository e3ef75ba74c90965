import type { ValidityPeriod } from './rules/account-validity.js';
import type { UserInfo } from './user.events.js';

/** The admin sending a command about another user, as the read model knows them now. */
export type Requester = { userId: string; isSuperAdmin: boolean };

export type CreateUser = {
  type: 'CreateUser';
  data: {
    userId: string;
    email: string | null;
    username: string | null;
    name: string;
    isAdmin: boolean;
    passwordHash: string | null;
    source: 'bootstrap' | 'admin';
    now: string;
    phone?: string | null;
    info?: UserInfo;
    classIds?: number[];
    mustChangePassword?: boolean;
    /** Only the first admin ('bootstrap'). */
    isSuperAdmin?: boolean;
  };
};

export type RegisterUser = {
  type: 'RegisterUser';
  data: {
    userId: string;
    name: string;
    phone: string;
    email: string | null;
    username: string | null;
    passwordHash: string | null;
    mode: 'gmail' | 'username';
    trial: ValidityPeriod;
    now: string;
  };
};

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

export type UserCommand = CreateUser | RegisterUser | UpdateUser | ChangeOwnPassword | LinkGoogleAccount | DeleteUser | SetAdminRights;
