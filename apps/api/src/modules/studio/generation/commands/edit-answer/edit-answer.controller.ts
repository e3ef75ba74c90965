import { Body, Controller, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { EditAnswerRequest, type AiGenHistoryChangeResponse } from '@k9/contracts';
import { GENERATION_MESSAGES } from '@k9/domain';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationId } from '../../generation-id.js';
import { GenerationWriter } from '../../generation-writer.js';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class EditAnswerController {
  constructor(private readonly writer: GenerationWriter) {}

  @Put(':id/answer')
  @ApiOperation({ summary: 'Lưu nội dung đã sửa tay (AnswerEdited); không đổi gì thì không ghi sự kiện.' })
  async editAnswer(@Param('id', generationId) id: number, @Body() body: EditAnswerRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryChangeResponse> {
    const { record, changed } = await this.writer.change(id, user, { type: 'EditAnswer', data: { generationId: id, anwser: body.anwser } }, metadataFor(request, user));
    return { success: true, changed, message: changed ? GENERATION_MESSAGES.contentUpdated : GENERATION_MESSAGES.noChange, data: record };
  }
}
