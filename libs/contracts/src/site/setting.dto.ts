import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import type { SettingScope } from '@k9/domain';

export type * from './setting-payloads.js';

const TYPE_REQUIRED = 'Vui lòng chọn loại cài đặt.';
const SETTING_REQUIRED = 'Vui lòng gửi nội dung cài đặt (setting).';
const ID_REQUIRED = 'Vui lòng gửi mã cài đặt (id).';
const VERSION_INVALID = 'Phiên bản cài đặt (version) phải là số nguyên không âm.';
const SCOPE_INVALID = 'Phạm vi cài đặt không hợp lệ (shared hoặc personal).';

/** `scope` of a setting request: the shared value or the caller's own (types that keep one per user). */
export const SETTING_SCOPES = ['shared', 'personal'] as const satisfies readonly SettingScope[];

/** POST /api/setting */
export class CreateSettingRequest {
  @IsString({ message: TYPE_REQUIRED })
  @IsNotEmpty({ message: TYPE_REQUIRED })
  @MaxLength(100, { message: TYPE_REQUIRED })
  type!: string;

  @IsDefined({ message: SETTING_REQUIRED })
  setting!: Record<string, unknown> | unknown[];

  /** Unset: the shared value for whoever may write it (admins), else the caller's own where the type keeps one. */
  @IsIn(SETTING_SCOPES, { message: SCOPE_INVALID })
  @IsOptional()
  scope?: SettingScope;
}

/** PUT /api/setting (id + type + setting); an optional If-Match header carries the version last seen. */
export class UpdateSettingRequest extends CreateSettingRequest {
  @IsString({ message: ID_REQUIRED })
  @IsNotEmpty({ message: ID_REQUIRED })
  @MaxLength(100, { message: ID_REQUIRED })
  id!: string;

  @Min(0, { message: VERSION_INVALID })
  @IsInt({ message: VERSION_INVALID })
  @IsOptional()
  version?: number;
}

/**
 * GET /api/setting/{type}[?scope=shared|personal], GET /api/public/setting/{key}, and the answer of a save. `id`,
 * `version`, `updatedAt` and `updatedBy` belong to the value in `scope` (what a save with this id writes): null / 0
 * until it is first saved.
 */
export type SettingRecord = {
  id: string | null;
  type: string;
  setting: unknown;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
  // scope and configured are in every answer of the API; optional so that records a client builds need not carry them.
  scope?: SettingScope;
  /** There is a value to show. For a caller who may not read it (`ai_settings_for_user`), all they learn: `setting` is null. */
  configured?: boolean;
  /**
   * On the caller's own value of a type layered over a default (header_background): whether `setting` is their own
   * or the default. For a list of shared plus own entries (TEMPLATE_AI_SETTING) it is absent.
   */
  source?: 'own' | 'default';
};

export type AuditEntry = {
  position: number;
  version: number;
  type: string;
  occurredAt: string;
  actorId: string | null;
  actorEmail: string | null;
  correlationId: string;
  data: unknown;
};

/** The most entries one page of a stream's history holds: 25 MB at most at the store's 256 kB event cap. */
export const AUDIT_PAGE_MAX = 100;
const AUDIT_LIMIT = `Số mục mỗi trang (limit) phải từ 1 đến ${AUDIT_PAGE_MAX}.`;
const AUDIT_AFTER = 'Vị trí trang (after) phải là số phiên bản, số nguyên từ 1.';
/** A query parameter written in decimal digits becomes a number; anything else stays as sent (and is refused). */
const decimal = ({ value }: { value: unknown }) => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value);

/** GET /api/audit/stream/{streamId}?after=&limit=: `after` is the `next` of the page before. */
export class AuditStreamQuery {
  @Transform(decimal)
  @Min(1, { message: AUDIT_AFTER })
  @IsInt({ message: AUDIT_AFTER })
  @IsOptional()
  after?: number;

  @Transform(decimal)
  @Max(AUDIT_PAGE_MAX, { message: AUDIT_LIMIT })
  @Min(1, { message: AUDIT_LIMIT })
  @IsInt({ message: AUDIT_LIMIT })
  @IsOptional()
  limit?: number;
}

/**
 * GET /api/audit/stream/{streamId}: newest first, a page at a time (the newest AUDIT_PAGE_MAX unless `limit` says
 * fewer); `next` is the `after` of the next, older page, null on the last.
 */
export type AuditStreamResponse = { streamId: string; data: AuditEntry[]; next: number | null };

/** GET /api/setting-types (admins): the settings table as the server enforces it, one row per type. */
export type SettingTypesResponse = {
  data: Array<{ type: string; read: 'public' | 'signed-in' | 'admin' | 'owner'; write: 'public' | 'signed-in' | 'admin' | 'owner'; personal: boolean }>;
};
