import { IsNotEmpty, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { AccountValidity, UserInfo } from '@k9/domain';
import { REGISTER_MESSAGES as M } from './identity.messages.js';

/**
 * PUT /profile/password: the user's own password (required after an admin set one). `currentPassword` is needed
 * whenever the account has a password, except in a session signed in with the one-time password an admin set
 * (the forced change right after that sign-in).
 */
export class ChangePasswordRequest {
  @MaxLength(1024, { message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  @IsOptional()
  currentPassword?: string;

  @MaxLength(128, { message: M.passwordTooLong })
  @MinLength(6, { message: M.passwordTooShort })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  newPassword!: string;
}

/** Who a signed-in user is, as the API's guards and the profile know them. */
export type AccountSummary = {
  id: string;
  email: string | null;
  username: string | null;
  name: string;
  phone: string | null;
  isAdmin: boolean;
  /** The first admin: the only one who grants and withdraws admin rights (PUT /api/user/{id}/admin). */
  isSuperAdmin: boolean;
  /**
   * Reads everything an admin reads and writes nothing (PUT /api/user/{id}/auditor, super admins only). The server
   * treats an auditor as an admin on reads: `isAdmin` is true for them here too, and every write answers 403.
   */
  isAuditor: boolean;
  info: UserInfo;
  classIds: number[];
  mustChangePassword: boolean;
  googleLinked: boolean;
};

/** GET /profile: the account, and its state computed by the server at `serverTime` (the web counts down from there). */
export type Profile = AccountSummary & { validity: AccountValidity; serverTime: string };

/** 403 body of a learner endpoint refused because of the account's state. */
export type AccountBlockedError = {
  statusCode: 403;
  code: 'ACCOUNT_NOT_ACTIVE' | 'PASSWORD_CHANGE_REQUIRED';
  reason: AccountValidity['state'] | 'password_change_required';
  message: string;
};
