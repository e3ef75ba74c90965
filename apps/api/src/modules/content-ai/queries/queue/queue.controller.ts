import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { ContentAiQueueView } from '@k9/contracts';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { ContentAiQueuePipe } from '../../content-ai-queue.pipe.js';
import { ContentAiQueues } from '../../content-ai-queues.js';
import type { ServedQueue } from '../../content-ai-names.js';

/** Spec 3 §2 queue modals: counts (processing, waiting) and the tasks; live changes come as `job.updated` over /ws. */
@ApiTags('content-ai')
@Controller('api/k9/ai/queues')
@AdminOnly()
export class QueueController {
  constructor(private readonly queues: ContentAiQueues) {}

  @Get(':queue')
  @ApiParam({ name: 'queue', enum: ['image', 'diagram', 'voice'] })
  @ApiOperation({ summary: 'Hàng đợi tạo ảnh đại diện, diagram hoặc voice: số tác vụ đang xử lý, đang chờ, và các tác vụ (id, recordId, title, state, progress, error).' })
  view(@Param('queue', ContentAiQueuePipe) queue: ServedQueue): Promise<ContentAiQueueView> {
    return this.queues.view(queue);
  }
}
