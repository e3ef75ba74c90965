import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { PromptTemplateDeletedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { RULES } from '../../prompt-template-rules.js';
import { PromptTemplatesService } from '../../prompt-templates.service.js';

@ApiTags('studio')
@Controller('api/prompt-templates')
@SignedIn()
export class DeletePromptTemplateController {
  constructor(private readonly templates: PromptTemplatesService) {}

  @Delete(':key')
  @ApiOperation({ summary: `Xóa một template. ${RULES}` })
  async remove(@Param('key') key: string, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<PromptTemplateDeletedResponse> {
    await this.templates.delete(user, key, metadataFor(request, user));
    return { success: true, key };
  }
}
