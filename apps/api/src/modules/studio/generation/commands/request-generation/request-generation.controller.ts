import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { RequestGenerationRequest, type GenerationRequestedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { GenerationQueue } from '../../generation-queue.js';
import { GenerationWriter } from '../../generation-writer.js';

/** An admin's question joins their queue (runs one after another on the server). */
@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class RequestGenerationController {
  constructor(
    private readonly writer: GenerationWriter,
    private readonly queue: GenerationQueue,
  ) {}

  @Post('requests')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Gửi câu hỏi vào hàng đợi của admin (chạy lần lượt trên server): prompt (tối đa 10.000 ký tự), AIGenConfigId, settings { expectedLength 100-2000 (không phải số: 100), writingStyle (mặc định Trang trọng), tone, imageCount 1-10 }. ' +
      'Tiến trình qua /ws: studio.generation.queue, studio.generation.step, studio.generation.changed.',
  })
  async request(@Body() body: RequestGenerationRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<GenerationRequestedResponse> {
    const record = await this.writer.request(user, body, metadataFor(request, user));
    return { success: true, id: record.id, data: record, queue: await this.queue.items(user.id) };
  }
}
