import { Body, Controller, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { UpdateAiGenHistoryRequest, type AiGenHistoryChangeResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { UpdateGeneration } from './update-generation.js';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class UpdateGenerationController {
  constructor(private readonly updateGeneration: UpdateGeneration) {}

  @Put()
  @ApiOperation({ summary: 'Sửa bản ghi (spec 1 §7): id và các trường đổi: anwser (sửa tay), audioUrl. is_create chỉ đổi qua Duyệt (gửi giá trị khác: 422).' })
  update(@Body() body: UpdateAiGenHistoryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryChangeResponse> {
    return this.updateGeneration.run(body, user, metadataFor(request, user));
  }
}
