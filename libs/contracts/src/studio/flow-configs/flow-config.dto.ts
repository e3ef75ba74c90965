import { IsArray, IsBoolean, IsIn, IsString } from 'class-validator';
import { IsPositiveInt, optional } from '../../platform/field-rules.js';
import { FLOW_CONFIG_MESSAGES, STUDIO_LAYOUTS, type AiFlowConfig, type StudioLayout } from '@k9/domain';

const STEPS = FLOW_CONFIG_MESSAGES.stepsInvalid;
const ID = 'Mã cấu hình (id) phải là số nguyên dương.';

const LayoutField = () => optional(IsIn(STUDIO_LAYOUTS, { message: FLOW_CONFIG_MESSAGES.layoutInvalid }));
const StepsField = () => optional(IsArray({ message: STEPS }));
const ShowField = () => optional(IsBoolean({ message: FLOW_CONFIG_MESSAGES.showInvalid }));

/**
 * POST /api/aiGenConfigList (spec 1 §7): name, layout, aiConfigs, show. created_at and user_create, which the
 * original client sent, are the server's (the time and the admin of the command). Left out: spec 1 §9's defaults.
 * The steps' rules are the domain's (exactly the five named steps, models from the catalog).
 */
export class CreateFlowConfigRequest {
  @IsString({ message: FLOW_CONFIG_MESSAGES.nameRequired }) name!: string;
  @LayoutField() layout?: StudioLayout;
  @StepsField() aiConfigs?: unknown[];
  @ShowField() show?: boolean;
}

/** PUT /api/aiGenConfigList: id plus the fields that change (If-Match: W/"version" optional). */
export class UpdateFlowConfigRequest {
  @IsPositiveInt(ID) id!: number;
  @optional(IsString({ message: FLOW_CONFIG_MESSAGES.nameRequired })) name?: string;
  @LayoutField() layout?: StudioLayout;
  @StepsField() aiConfigs?: unknown[];
  @ShowField() show?: boolean;
}

/** GET /api/aiGenConfigList: the list in .data, oldest first. */
export type FlowConfigListResponse = { success: true; data: AiFlowConfig[] };
/** POST and PUT: the client reads `success`; `data` is the config as saved. */
export type FlowConfigSavedResponse = { success: true; data: AiFlowConfig };
export type FlowConfigDeletedResponse = { success: true; id: number };
