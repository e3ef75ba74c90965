import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CreateAudioRequest, type AiGenHistoryChangeResponse } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { GenerationAi } from '../../generation-ai.js';
import { generationId } from '../../generation-id.js';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class CreateAudioController {
  constructor(private readonly ai: GenerationAi) {}

  @Post(':id/audio')
  @HttpCode(200)
  @ApiOperation({ summary: "Tạo audio (mp3, audio/mpeg) bằng AI5 của cấu hình: cần AI5 đang bật ('AI5 không được kích hoạt!') và chưa có audio; recreate true để tạo lại sau khi xác nhận." })
  audio(@Param('id', generationId) id: number, @Body() body: CreateAudioRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryChangeResponse> {
    return this.ai.audio(id, user, body.recreate === true, request);
  }
}
