import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDefined, IsEmail, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength, ValidateNested } from 'class-validator';
import type { AccountValidity, UserInfo } from '@k9/domain';
import { USER_CLASS_MESSAGES as C, VALIDITY_START_PATTERN } from '@k9/domain';
import { USER_FORM_MESSAGES as M } from './identity.messages.js';
import { IDENTITY_LIMITS, USER_PHONE_PATTERN, USERNAME_PATTERN } from './identity.rules.js';

/** An empty optional field is no value. */
const emptyIsNull = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value));


export class UserFormInfo {
  /** A Vietnamese calendar day, YYYY-MM-DD (what GET /api/user answers), or an instant: the Vietnamese day it falls on. */
  @Matches(VALIDITY_START_PATTERN, { message: M.startDateRequired })
  @IsString({ message: M.startDateRequired })
  startDate!: string;

  @Max(IDENTITY_LIMITS.durationMax, { message: M.durationInvalid })
  @Min(1, { message: M.durationInvalid })
  @IsInt({ message: M.durationInvalid })
  durationDays!: number;

  @MaxLength(500, { message: M.noteTooLong })
  @IsString({ message: M.noteTooLong })
  @IsOptional()
  note?: string;
}

/** POST /api/user and PUT /api/user/{id}: the admin's user form (spec 3 §5). */
export class UserFormRequest {
  @MaxLength(100, { message: M.nameTooLong })
  @MinLength(2, { message: M.nameTooShort })
  @Matches(/\S/, { message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  name!: string;

  @Matches(USERNAME_PATTERN, { message: M.usernameCharacters })
  @MaxLength(20, { message: M.usernameTooLong })
  @MinLength(3, { message: M.usernameTooShort })
  @IsString({ message: M.usernameTooShort })
  @IsOptional()
  @emptyIsNull()
  username?: string | null;

  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(254, { message: M.emailInvalid })
  @IsString({ message: M.emailInvalid })
  @IsOptional()
  @emptyIsNull()
  email?: string | null;

  @Matches(USER_PHONE_PATTERN, { message: M.phoneInvalid })
  @MaxLength(20, { message: M.phoneInvalid })
  @IsString({ message: M.phoneInvalid })
  @IsOptional()
  @emptyIsNull()
  phone?: string | null;

  @Type(() => UserFormInfo)
  @ValidateNested({ message: M.startDateRequired })
  @IsObject({ message: M.startDateRequired })
  @IsNotEmpty({ message: M.startDateRequired })
  info!: UserFormInfo;

  @IsInt({ each: true, message: M.classIdsInvalid })
  @ArrayMaxSize(200, { message: M.classIdsInvalid })
  @IsArray({ message: M.classIdsInvalid })
  @IsOptional()
  id_user_class?: number[];

  /** Edit only: give the user a new initial password (they must change it at next sign-in). */
  @IsBoolean({ message: M.resetPasswordInvalid })
  @IsOptional()
  resetPassword?: boolean;
}

/** DELETE /api/user/ with body id (one id, or several for a bulk delete). */
export class DeleteUsersRequest {
  @IsNotEmpty({ message: M.idRequired })
  id!: string | string[];
}

export type UserRecord = {
  id: string;
  name: string;
  username: string | null;
  email: string | null;
  phone: string | null;
  /** `phone` normalised (normalizePhone), also for numbers stored before it was: what a search compares. */
  phoneNormalized: string | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Read-only auditor (`isAdmin` here is the admin right alone). */
  isAuditor: boolean;
  id_user_class: number[];
  created_at: string;
  updated_at: string | null;
  user_create: string | null;
  user_update: string | null;
  /** `info.startDate` is the Vietnamese day ('2026-11-28'), as the user form takes it; `info.expiryDate` an instant. */
  info: UserInfo;
  source: string;
  hasPassword: boolean;
  mustChangePassword: boolean;
  googleLinked: boolean;
};

/** GET /api/user */
export type UserListResponse = { result: UserRecord[] };

/** POST /api/user, PUT /api/user/{id}: `initialPassword` is shown once to the admin when a password was set. */
export type UserSaveResponse = { success: true; data: UserRecord; initialPassword?: string };

export type UserDeleteResponse = { success: true; deleted: string[] };

/** PUT /api/user/{id}/admin (super admins only): grant (true) or withdraw (false) admin rights. */
export class AdminRightsRequest {
  @IsBoolean({ message: M.adminRightsInvalid })
  @IsDefined({ message: M.adminRightsInvalid })
  isAdmin!: boolean;
}

/** `message`: 'Đã cấp quyền quản trị.' or 'Đã thu hồi quyền quản trị.' */
export type AdminRightsResponse = { success: true; data: UserRecord; message: string };

/** PUT /api/user/{id}/auditor (super admins only): give (true) or take back (false) the read-only auditor role. */
export class AuditorRightsRequest {
  @IsBoolean({ message: M.auditorRightsInvalid })
  @IsDefined({ message: M.auditorRightsInvalid })
  auditor!: boolean;
}

/** `message`: 'Đã giao vai trò kiểm toán viên.' or 'Đã thu hồi vai trò kiểm toán viên.' */
export type AuditorRightsResponse = { success: true; data: UserRecord; message: string };

export class UserClassRequest {
  @MaxLength(100, { message: C.nameTooShort })
  @MinLength(2, { message: C.nameTooShort })
  @Matches(/\S/, { message: C.nameRequired })
  @IsString({ message: C.nameRequired })
  name!: string;
}

export type UserClassRecord = { id: number; name: string; created_at: string; updated_at: string };

/** GET /api/user-class: id descending. */
export type UserClassListResponse = { result: UserClassRecord[] };

export type { AccountValidity, UserInfo };
