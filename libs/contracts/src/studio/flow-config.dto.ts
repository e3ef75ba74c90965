import { IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Min } from 'class-validator';
import { FLOW_CONFIG_MESSAGES, STUDIO_LAYOUTS, type AiFlowConfig, type StudioLayout } from '@k9/domain';

const STEPS = FLOW_CONFIG_MESSAGES.stepsInvalid;
const ID = 'Mã cấu hình (id) phải là số nguyên dương.';

/**
 * POST /api/aiGenConfigList (spec 1 §7): name, layout, aiConfigs, show. created_at and user_create, which the
 * original client sent, are the server's (the time and the admin of the command). Left out: spec 1 §9's defaults.
 * The steps' rules are the domain's (exactly the five named steps, models from the catalog).
 */
export class CreateFlowConfigRequest {
  @IsString({ message: FLOW_CONFIG_MESSAGES.nameRequired })
  name!: string;

  @IsIn(STUDIO_LAYOUTS, { message: FLOW_CONFIG_MESSAGES.layoutInvalid })
  @IsOptional()
  layout?: StudioLayout;

  @IsArray({ message: STEPS })
  @IsOptional()
  aiConfigs?: unknown[];

  @IsBoolean({ message: FLOW_CONFIG_MESSAGES.showInvalid })
  @IsOptional()
  show?: boolean;
}

/** PUT /api/aiGenConfigList: id plus the fields that change (If-Match: W/"version" optional). */
export class UpdateFlowConfigRequest {
  @IsInt({ message: ID })
  @Min(1, { message: ID })
  id!: number;

  @IsString({ message: FLOW_CONFIG_MESSAGES.nameRequired })
  @IsOptional()
  name?: string;

  @IsIn(STUDIO_LAYOUTS, { message: FLOW_CONFIG_MESSAGES.layoutInvalid })
  @IsOptional()
  layout?: StudioLayout;

  @IsArray({ message: STEPS })
  @IsOptional()
  aiConfigs?: unknown[];

  @IsBoolean({ message: FLOW_CONFIG_MESSAGES.showInvalid })
  @IsOptional()
  show?: boolean;
}

/** GET /api/aiGenConfigList: the list in .data, oldest first. */
export type FlowConfigListResponse = { success: true; data: AiFlowConfig[] };
/** POST and PUT: the client reads `success`; `data` is the config as saved. */
export type FlowConfigSavedResponse = { success: true; data: AiFlowConfig };
export type FlowConfigDeletedResponse = { success: true; id: number };
