import { Transform, Type } from 'class-transformer';
import { Equals, IsDefined, IsEmail, IsNotEmpty, IsObject, IsOptional, IsString, Matches, MaxLength, MinLength, ValidateIf, ValidateNested } from 'class-validator';
import { REGISTER_MESSAGES as M } from './identity.messages.js';
import { normalizePhone, REGISTER_PHONE_PATTERN, USERNAME_PATTERN } from './identity.rules.js';

/** Phone numbers are normalised before they are checked and stored ("0901 234 567" is 0901234567). */
export const phoneNormalized = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizePhone(value) : value));


/** Validators run bottom-up: the most basic check of each field is listed last. The client's dates are ignored: the trial is computed on the server. */
export class RegisterInfo {
  @Equals(true, { message: M.termsRequired })
  termsAccepted!: boolean;

  @IsOptional() termsAcceptedDate?: unknown;
  @IsOptional() expiryDate?: unknown;
  @IsOptional() durationDays?: unknown;
  @IsOptional() startDate?: unknown;
}

/** POST /api/public/register-account. Username mode when `username` is sent, otherwise Gmail mode. */
export class RegisterAccountRequest {
  @MaxLength(100, { message: M.nameTooLong })
  @MinLength(2, { message: M.nameTooShort })
  @Matches(/\S/, { message: M.nameRequired })
  @IsString({ message: M.nameRequired })
  name!: string;

  @Matches(REGISTER_PHONE_PATTERN, { message: M.phoneInvalid })
  @IsNotEmpty({ message: M.phoneRequired })
  @IsString({ message: M.phoneRequired })
  @phoneNormalized()
  phone!: string;

  @IsEmail({}, { message: M.gmailInvalid })
  @MaxLength(254, { message: M.gmailInvalid })
  @IsNotEmpty({ message: M.gmailRequired })
  @IsString({ message: M.gmailRequired })
  @ValidateIf((o: RegisterAccountRequest) => o.username === undefined)
  email?: string;

  @Matches(USERNAME_PATTERN, { message: M.usernameCharacters })
  @MaxLength(20, { message: M.usernameTooLong })
  @MinLength(3, { message: M.usernameTooShort })
  @IsNotEmpty({ message: M.usernameRequired })
  @IsString({ message: M.usernameRequired })
  @IsOptional()
  username?: string;

  @MaxLength(128, { message: M.passwordTooLong })
  @MinLength(6, { message: M.passwordTooShort })
  @IsNotEmpty({ message: M.passwordRequired })
  @IsString({ message: M.passwordRequired })
  @ValidateIf((o: RegisterAccountRequest) => o.username !== undefined)
  password?: string;

  @Type(() => RegisterInfo)
  @ValidateNested({ message: M.termsRequired })
  @IsObject({ message: M.termsRequired })
  @IsDefined({ message: M.termsRequired })
  info!: RegisterInfo;
}

export type RegisterAccountResponse = { success: true; message: string; code?: undefined } | { success: false; code: 'USER_EXIST'; message: string };
