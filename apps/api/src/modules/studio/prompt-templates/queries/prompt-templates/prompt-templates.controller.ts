import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PromptTemplateListResponse } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { RULES } from '../../prompt-template-rules.js';
import { PromptTemplatesService } from '../../prompt-templates.service.js';

/** Prompt templates (spec 1 §2.8, §5, §6; spec 2 §3): a path of our design, listed in the OpenAPI document. */
@ApiTags('studio')
@Controller('api/prompt-templates')
@SignedIn()
export class PromptTemplatesController {
  constructor(private readonly templates: PromptTemplatesService) {}

  @Get()
  @ApiOperation({ summary: `Template dùng chung rồi template của bạn (type: shared|personal), các lựa chọn advisor mặc định (ADVISOR_SETTING, mặc định 'Chọn Advisor' / 'Analyst'). ${RULES}` })
  list(@CurrentUser() user: SessionUser): Promise<PromptTemplateListResponse> {
    return this.templates.list(user);
  }
}
