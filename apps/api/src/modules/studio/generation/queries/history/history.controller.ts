import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AiGenHistoryListResponse, AiGenHistoryRecord, GenerationQueueResponse } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { generationId, generationNotFound } from '../../generation-id.js';
import { GenerationQueue } from '../../generation-queue.js';
import { GenerationsRepository, toGenerationRecord } from '../../generations.repository.js';

const OWN = 'Chỉ bản ghi của chính admin đang đăng nhập (của admin khác: 404).';

@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class HistoryController {
  constructor(
    private readonly generations: GenerationsRepository,
    private readonly queue: GenerationQueue,
  ) {}

  @Get()
  @ApiOperation({ summary: `Lịch sử câu hỏi (spec 1 §7 History): các bản ghi đã xử lý xong (completed hoặc failed), mới nhất trước, trong .data. ${OWN}` })
  async list(@CurrentUser() user: SessionUser): Promise<AiGenHistoryListResponse> {
    return { success: true, data: (await this.generations.history(user.id)).map((view) => toGenerationRecord(view)) };
  }

  @Get('requests')
  @ApiOperation({ summary: 'Hàng đợi của admin: yêu cầu đang chạy (với bước đang xử lý) rồi các yêu cầu đang chờ, theo thứ tự gửi.' })
  async requests(@CurrentUser() user: SessionUser): Promise<GenerationQueueResponse> {
    return { success: true, data: await this.queue.items(user.id) };
  }

  @Get(':id')
  @ApiOperation({ summary: `Một bản ghi ở mọi trạng thái (waiting, running, completed, failed) với từng bước đã xong: model, input, output, callId. ${OWN}` })
  async get(@Param('id', generationId) id: number, @CurrentUser() user: SessionUser): Promise<AiGenHistoryRecord> {
    const view = await this.generations.findOwned(id, user.id);
    if (!view) throw generationNotFound();
    return toGenerationRecord(view, view.status === 'waiting' ? await this.queue.runningFacts(id) : null);
  }
}
