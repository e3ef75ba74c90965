import { Transform } from 'class-transformer';
import { IsEmail, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { CONTACT_LIMITS, CONTACT_MESSAGES as M, messageText, singleLine } from '@k9/domain';
import { CONTACT_REQUESTS_MAX_PAGE_SIZE } from './contact.routes.js';

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
/** A name or subject is one header line; left blank, it is not there. */
const oneLine = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? singleLine(value) || undefined : value));
const decimal = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);
/** No display name, quotes, brackets, separators or spaces: one plain address (the domain checks it again). */
const PLAIN_ADDRESS = /^[^\s"'<>()[\]\\,;:@]+@[^\s"'<>()[\]\\,;:@]+$/;

/**
 * POST /api/email/send (spec 2 §5.4, §7.4). Validators run bottom-up: the most basic check of each field is listed
 * last. Fields not listed here (a recipient, a sender) are dropped: the e-mail always goes to the school's inbox.
 */
export class ContactEmailRequest {
  @Matches(PLAIN_ADDRESS, { message: M.emailInvalid })
  @IsEmail({}, { message: M.emailInvalid })
  @MaxLength(CONTACT_LIMITS.email, { message: M.emailTooLong })
  @IsNotEmpty({ message: M.emailRequired })
  @IsString({ message: M.emailRequired })
  @trimmed()
  email!: string;

  @MaxLength(CONTACT_LIMITS.message, { message: M.messageTooLong })
  @IsNotEmpty({ message: M.messageRequired })
  @IsString({ message: M.messageRequired })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? messageText(value) : value))
  message!: string;

  @MaxLength(CONTACT_LIMITS.name, { message: M.nameTooLong })
  @IsString({ message: M.nameInvalid })
  @IsOptional()
  @oneLine()
  name?: string;

  @MaxLength(CONTACT_LIMITS.subject, { message: M.subjectTooLong })
  @IsString({ message: M.subjectInvalid })
  @IsOptional()
  @oneLine()
  subject?: string;
}

/** GET /api/email/requests?page=&pageSize= */
export class ContactRequestListQuery {
  @Transform(decimal)
  @Min(1, { message: M.page })
  @IsInt({ message: M.page })
  @IsOptional()
  page?: number;

  @Transform(decimal)
  @Max(CONTACT_REQUESTS_MAX_PAGE_SIZE, { message: M.pageSize })
  @Min(1, { message: M.pageSize })
  @IsInt({ message: M.pageSize })
  @IsOptional()
  pageSize?: number;
}
