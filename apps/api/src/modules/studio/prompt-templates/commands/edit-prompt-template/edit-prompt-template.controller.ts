import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UpdatePromptTemplateRequest, type PromptTemplateSavedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { RULES } from '../../prompt-template-rules.js';
import { PromptTemplatesService } from '../../prompt-templates.service.js';

@ApiTags('studio')
@Controller('api/prompt-templates')
@SignedIn()
export class EditPromptTemplateController {
  constructor(private readonly templates: PromptTemplatesService) {}

  @Put(':key')
  @ApiOperation({ summary: `Sửa một template (label, template, defaultAdvisor; trường không gửi giữ nguyên). ${RULES}` })
  async update(@Param('key') key: string, @Body() body: UpdatePromptTemplateRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateSavedResponse> {
    return { success: true, data: await this.templates.edit(user, key, sentFields(body), metadataFor(request, user)) };
  }
}
