import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { ContentAiQueuePipe } from '../../content-ai-queue.pipe.js';
import { ContentAiQueues } from '../../content-ai-queues.js';
import type { ServedQueue } from '../../content-ai-names.js';

/** Spec 3 §4: each task can be stopped; a waiting one leaves the queue, a running one is aborted. */
@ApiTags('content-ai')
@Controller('api/k9/ai/queues')
@AdminOnly()
export class StopTaskController {
  constructor(private readonly queues: ContentAiQueues) {}

  @Delete(':queue/:taskId')
  @HttpCode(200)
  @ApiParam({ name: 'queue', enum: ['image', 'diagram', 'voice'] })
  @ApiOperation({ summary: 'Dừng một tác vụ: xóa khỏi hàng đợi nếu đang chờ, hủy (cả lượt gọi AI) nếu đang chạy. 404 nếu tác vụ không còn trong hàng đợi.' })
  stop(@Param('queue', ContentAiQueuePipe) queue: ServedQueue, @Param('taskId') taskId: string): Promise<{ result: 'removed' | 'cancelling' }> {
    return this.queues.stop(queue, taskId);
  }
}
