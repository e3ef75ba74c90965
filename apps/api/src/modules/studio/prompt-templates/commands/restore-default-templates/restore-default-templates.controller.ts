import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PromptTemplateListResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { PromptTemplatesService } from '../../prompt-templates.service.js';

@ApiTags('studio')
@Controller('api/prompt-templates')
@SignedIn()
export class RestoreDefaultTemplatesController {
  constructor(private readonly templates: PromptTemplatesService) {}

  @Post('restore-defaults')
  @HttpCode(200)
  @ApiOperation({ summary: "Khôi phục template mặc định ('Giải thích khái niệm' và năm template có sẵn) trong danh sách dùng chung; các template khác giữ nguyên. Chỉ admin." })
  restore(@CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateListResponse> {
    return this.templates.restoreDefaults(user, metadataFor(request, user));
  }
}
