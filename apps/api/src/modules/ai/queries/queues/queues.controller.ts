import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiQueueView } from '@k9/contracts';
import { AdminOnly } from '../../../identity/guards/guards.js';
import { AiJobs } from '../../ai-jobs.js';

/** The live queue dashboard (admins): the first read here, then `job.updated` over /ws after 'admin.queue.subscribe'. */
@ApiTags('ai')
@Controller('api/ai/queues')
@AdminOnly()
export class QueuesController {
  constructor(private readonly jobs: AiJobs) {}

  @Get()
  @ApiOperation({ summary: 'Mọi hàng đợi: số việc đang chờ, đang chạy, hoãn, xong, lỗi, và các việc gần nhất (người yêu cầu theo tên, mục đích, tiến độ, tuổi, việc định kỳ của hệ thống).' })
  queues(): Promise<AiQueueView[]> {
    return this.jobs.queues();
  }

  @Post(':queue/jobs/:jobId/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dừng một việc: xóa nếu chưa chạy, hủy (cả lượt gọi AI đang chạy) nếu đang chạy. Việc định kỳ của hệ thống không dừng được (409 SYSTEM_JOB).' })
  stop(@Param('queue') queue: string, @Param('jobId') jobId: string) {
    return this.jobs.stop(queue, jobId);
  }

  @Post(':queue/jobs/:jobId/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Thử lại một việc đã lỗi (một lượt chạy đã ghi lỗi vào kết quả của nó thì không: 409 FAILURE_RECORDED).' })
  retry(@Param('queue') queue: string, @Param('jobId') jobId: string) {
    return this.jobs.retry(queue, jobId);
  }
}
