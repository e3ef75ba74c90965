import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ImproveAnswerRequest, type AiGenHistoryChangeResponse } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { GenerationAi } from '../../generation-ai.js';
import { generationId } from '../../generation-id.js';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class ImproveAnswerController {
  constructor(private readonly ai: GenerationAi) {}

  @Post(':id/improve')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cải thiện bằng AI (model văn bản đầu tiên): selected_text (trống: toàn bộ nội dung), improvement_prompt. Nội dung chỉ đổi khi kết quả khác; ' +
      "không khác: changed false và 'Không có thay đổi nào được thực hiện!'.",
  })
  improve(@Param('id', generationId) id: number, @Body() body: ImproveAnswerRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryChangeResponse> {
    return this.ai.improve(id, user, body, request);
  }
}
