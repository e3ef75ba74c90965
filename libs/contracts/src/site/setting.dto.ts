import { IsDefined, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

const TYPE_REQUIRED = 'Vui lòng chọn loại cài đặt.';
const SETTING_REQUIRED = 'Vui lòng gửi nội dung cài đặt (setting).';
const ID_REQUIRED = 'Vui lòng gửi mã cài đặt (id).';

/** POST /api/setting */
export class CreateSettingRequest {
  @IsString({ message: TYPE_REQUIRED })
  @IsNotEmpty({ message: TYPE_REQUIRED })
  @MaxLength(100, { message: TYPE_REQUIRED })
  type!: string;

  @IsDefined({ message: SETTING_REQUIRED })
  setting!: Record<string, unknown> | unknown[];
}

/** PUT /api/setting (id + type + setting); an optional If-Match header carries the version last seen. */
export class UpdateSettingRequest extends CreateSettingRequest {
  @IsString({ message: ID_REQUIRED })
  @IsNotEmpty({ message: ID_REQUIRED })
  @MaxLength(100, { message: ID_REQUIRED })
  id!: string;

  @IsOptional()
  version?: number;
}

/** GET /api/setting/{type}, GET /api/public/setting/{key}; id and setting are null until first saved. */
export type SettingRecord = {
  id: string | null;
  type: string;
  setting: unknown;
  version: number;
  updatedAt: string | null;
  updatedBy: string | null;
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

/** GET /api/audit/stream/{streamId}: newest first. */
export type AuditStreamResponse = { streamId: string; data: AuditEntry[] };
