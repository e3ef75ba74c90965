import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CreateAiGenHistoryRequest, type AiGenHistoryCreatedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { GenerationWriter } from '../../generation-writer.js';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class RecordGenerationController {
  constructor(private readonly writer: GenerationWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Lưu trực tiếp một bản ghi lịch sử (spec 1 §7): prompt, AIGenConfigId, settings, anwser, audioUrl, imageUrls; trả về id. is_create chỉ đổi qua Duyệt.' })
  async create(@Body() body: CreateAiGenHistoryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryCreatedResponse> {
    const record = await this.writer.record(user, body, metadataFor(request, user));
    return { success: true, id: record.id, data: record };
  }
}
