import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { EnqueueContentAiRequest, type ContentAiEnqueued } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { ContentAiQueuePipe } from '../../content-ai-queue.pipe.js';
import { ContentAiQueues } from '../../content-ai-queues.js';
import type { ServedQueue } from '../../content-ai-names.js';

/** Spec 3 §4-5: adds records to a generation queue (avatar image, diagram or voice); each record becomes one task. */
@ApiTags('content-ai')
@Controller('api/k9/ai/queues')
@AdminOnly()
export class EnqueueTasksController {
  constructor(private readonly queues: ContentAiQueues) {}

  @Post(':queue')
  @HttpCode(202)
  @ApiParam({ name: 'queue', enum: ['image', 'diagram', 'voice'] })
  @ApiOperation({
    summary:
      'Thêm bản ghi vào hàng đợi tạo ảnh đại diện, diagram hoặc voice: { recordIds, mode?, source? } → 202 { taskIds, skipped }. Bản ghi đã trong hàng đợi hoặc đang xử lý không được thêm lần nữa (409 nếu không thêm được bản ghi nào). Diagram: mode kroki (mặc định) hoặc html; cấu hình DIAGRAM_GENERATION_CONFIG chưa đủ cho chế độ đó → 422; chế độ kroki khi máy chủ chưa đặt KROKI_URL → 503.',
  })
  enqueue(@Param('queue', ContentAiQueuePipe) queue: ServedQueue, @Body() body: EnqueueContentAiRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<ContentAiEnqueued> {
    return this.queues.enqueue(queue, body, user, request);
  }
}
