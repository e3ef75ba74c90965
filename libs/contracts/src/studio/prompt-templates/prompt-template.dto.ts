import { IsBoolean, IsOptional, IsString } from 'class-validator';
import { PROMPT_TEMPLATE_MESSAGES, type AdvisorOption, type VisiblePromptTemplate } from '@k9/domain';

const REQUIRED = PROMPT_TEMPLATE_MESSAGES.required;

/** POST /api/prompt-templates: label and template required (spec 1 §5); `shared`: into the shared list (admins only). */
export class CreatePromptTemplateRequest {
  @IsString({ message: REQUIRED })
  label!: string;

  @IsString({ message: REQUIRED })
  template!: string;

  @IsString({ message: PROMPT_TEMPLATE_MESSAGES.advisorInvalid })
  @IsOptional()
  defaultAdvisor?: string;

  @IsBoolean({ message: 'shared phải là true hoặc false.' })
  @IsOptional()
  shared?: boolean;
}

/** PUT /api/prompt-templates/{key}: the fields that change; the template stays in the list it is in. */
export class UpdatePromptTemplateRequest {
  @IsString({ message: REQUIRED })
  @IsOptional()
  label?: string;

  @IsString({ message: REQUIRED })
  @IsOptional()
  template?: string;

  @IsString({ message: PROMPT_TEMPLATE_MESSAGES.advisorInvalid })
  @IsOptional()
  defaultAdvisor?: string;
}

/**
 * GET /api/prompt-templates: the shared templates (not marked for somebody else), then the caller's own, each with
 * `type`; `advisors`: the default-advisor choices (ADVISOR_SETTING's keys and names, else 'Chọn Advisor' / 'Analyst');
 * `canWriteShared`: whether the caller may add to, edit or restore the shared list.
 */
export type PromptTemplateListResponse = { success: true; data: VisiblePromptTemplate[]; advisors: AdvisorOption[]; canWriteShared: boolean };
export type PromptTemplateSavedResponse = { success: true; data: VisiblePromptTemplate };
export type PromptTemplateDeletedResponse = { success: true; key: string };
