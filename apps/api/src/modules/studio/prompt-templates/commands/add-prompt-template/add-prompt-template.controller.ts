import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CreatePromptTemplateRequest, type PromptTemplateSavedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { RULES } from '../../prompt-template-rules.js';
import { PromptTemplatesService } from '../../prompt-templates.service.js';

@ApiTags('studio')
@Controller('api/prompt-templates')
@SignedIn()
export class AddPromptTemplateController {
  constructor(private readonly templates: PromptTemplatesService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: `Thêm template: label, template (bắt buộc; &&& đánh dấu chỗ chèn nội dung), defaultAdvisor; shared=true: vào danh sách dùng chung (chỉ admin). ${RULES}` })
  async create(@Body() body: CreatePromptTemplateRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateSavedResponse> {
    const { shared, ...fields } = body;
    return { success: true, data: await this.templates.add(user, sentFields(fields), shared === true, metadataFor(request, user)) };
  }
}
