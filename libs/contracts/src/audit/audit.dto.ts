import { Transform } from 'class-transformer';
import { IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_MESSAGES as M } from '@k9/domain';
import { AUDIT_EVENTS_PAGE_MAX } from './audit.routes.js';

/** A query parameter written in decimal digits becomes a number; anything else stays as sent (and is refused). */
const decimal = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value);

/** GET /api/audit/events: every filter optional; `type` takes event types and group keys, comma-separated. */
export class AuditEventsQuery {
  @IsString({ message: M.textTooLong })
  @MaxLength(200, { message: M.textTooLong })
  @IsOptional()
  actor?: string;

  @IsString({ message: M.textTooLong })
  @MaxLength(2000, { message: M.textTooLong })
  @IsOptional()
  type?: string;

  @IsString({ message: M.textTooLong })
  @MaxLength(200, { message: M.textTooLong })
  @IsOptional()
  kind?: string;

  @IsString({ message: M.textTooLong })
  @MaxLength(200, { message: M.textTooLong })
  @IsOptional()
  streamId?: string;

  @IsISO8601({ strict: true }, { message: M.fromInvalid })
  @IsOptional()
  from?: string;

  @IsISO8601({ strict: true }, { message: M.toInvalid })
  @IsOptional()
  to?: string;

  @IsString({ message: M.textTooLong })
  @MaxLength(200, { message: M.textTooLong })
  @IsOptional()
  correlationId?: string;

  @Transform(decimal)
  @Min(1, { message: M.beforeInvalid })
  @IsInt({ message: M.beforeInvalid })
  @IsOptional()
  before?: number;

  @Transform(decimal)
  @Max(AUDIT_EVENTS_PAGE_MAX, { message: M.limitInvalid })
  @Min(1, { message: M.limitInvalid })
  @IsInt({ message: M.limitInvalid })
  @IsOptional()
  limit?: number;
}

/** GET /api/audit/stream/{id}/state?at=: a log position (digits) or an ISO time. */
export class AuditStateQuery {
  @IsString({ message: M.atInvalid })
  @MaxLength(40, { message: M.atInvalid })
  @IsOptional()
  at?: string;
}

/** GET /api/audit/chain: the stream of the AI-made thing, and its event's position (default: the latest AI-made one). */
export class AuditChainQuery {
  @MaxLength(200, { message: M.textTooLong })
  @IsString({ message: M.streamRequired })
  streamId!: string;

  @Transform(decimal)
  @Min(1, { message: M.beforeInvalid })
  @IsInt({ message: M.beforeInvalid })
  @IsOptional()
  position?: number;

  /** Without a position: the latest AI-made event of this chat message, or of this attempt's essay (attempt and index). */
  @MaxLength(100, { message: M.textTooLong })
  @IsString({ message: M.textTooLong })
  @IsOptional()
  messageId?: string;

  @Transform(decimal)
  @IsInt({ message: M.partInvalid })
  @IsOptional()
  attempt?: number;

  @Transform(decimal)
  @IsInt({ message: M.partInvalid })
  @IsOptional()
  index?: number;
}
