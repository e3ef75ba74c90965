import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, UnprocessableEntityException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import {
  CreateAiGenHistoryRequest,
  CreateAudioRequest,
  EditAnswerRequest,
  ImproveAnswerRequest,
  RequestGenerationRequest,
  UpdateAiGenHistoryRequest,
  type AiGenHistoryChangeResponse,
  type AiGenHistoryCreatedResponse,
  type AiGenHistoryDeleteResponse,
  type GenerationRequestedResponse,
} from '@k9/contracts';
import { GENERATION_MESSAGES } from '@k9/domain';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { bullJobId } from '../../../../../platform/jobs/job-registry.js';
import { JobsService } from '../../../../../platform/jobs/jobs.service.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { GenerationAi } from '../../generation-ai.js';
import { generationId, generationNotFound } from '../../generation-id.js';
import { GenerationQueue } from '../../generation-queue.js';
import { GenerationWriter } from '../../generation-writer.js';
import { GenerationsRepository, toGenerationRecord } from '../../generations.repository.js';
import { GENERATION_JOB, GENERATION_QUEUE, generationJobKey } from '../../generation-names.js';

/** Writes of the AI Generation screen: admins only, each on their own records (another admin's: 404). */
@ApiTags('studio')
@Controller('api/aiGenHistory')
@AdminOnly()
export class ManageHistoryController {
  constructor(
    private readonly writer: GenerationWriter,
    private readonly ai: GenerationAi,
    private readonly generations: GenerationsRepository,
    private readonly queue: GenerationQueue,
    private readonly jobs: JobsService,
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

  @Delete('requests/:id')
  @ApiOperation({ summary: 'Bỏ một yêu cầu khỏi hàng đợi (đang chờ; nếu đang chạy thì dừng), qua đường dừng công việc duy nhất của server.' })
  async remove(@Param('id', generationId) id: number, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryDeleteResponse> {
    await this.writer.end(id, user, { type: 'RemoveGeneration', data: { generationId: id } }, metadataFor(request, user));
    await this.stopJob(id);
    await this.queue.ensureRunning(user.id);
    return { success: true, id };
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Lưu trực tiếp một bản ghi lịch sử (spec 1 §7): prompt, AIGenConfigId, settings, anwser, audioUrl, imageUrls; trả về id. is_create chỉ đổi qua Duyệt.' })
  async create(@Body() body: CreateAiGenHistoryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryCreatedResponse> {
    const record = await this.writer.record(user, body, metadataFor(request, user));
    return { success: true, id: record.id, data: record };
  }

  @Put()
  @ApiOperation({ summary: 'Sửa bản ghi (spec 1 §7): id và các trường đổi: anwser (sửa tay), audioUrl. is_create chỉ đổi qua Duyệt (gửi giá trị khác: 422).' })
  async update(@Body() body: UpdateAiGenHistoryRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryChangeResponse> {
    const view = await this.generations.findOwned(body.id, user.id);
    if (!view) throw generationNotFound();
    if (body.is_create !== undefined && body.is_create !== view.isCreate) {
      throw new UnprocessableEntityException({ statusCode: 422, code: 'PUBLISH_ONLY', message: GENERATION_MESSAGES.publishOnly });
    }
    const metadata = metadataFor(request, user);
    let changed = false;
    let data: AiGenHistoryChangeResponse['data'] | null = null;
    if (body.anwser !== undefined) ({ record: data, changed } = await this.writer.change(body.id, user, { type: 'EditAnswer', data: { generationId: body.id, anwser: body.anwser } }, metadata));
    if (body.audioUrl !== undefined) {
      const audio = await this.writer.change(body.id, user, { type: 'AttachAudio', data: { generationId: body.id, audioUrl: body.audioUrl, model: null, callId: null, recreate: true } }, metadata);
      data = audio.record;
      changed ||= audio.changed;
    }
    data ??= toGenerationRecord(view);
    return { success: true, changed, message: changed ? GENERATION_MESSAGES.contentUpdated : GENERATION_MESSAGES.noChange, data };
  }

  @Put(':id/answer')
  @ApiOperation({ summary: 'Lưu nội dung đã sửa tay (AnswerEdited); không đổi gì thì không ghi sự kiện.' })
  async editAnswer(@Param('id', generationId) id: number, @Body() body: EditAnswerRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryChangeResponse> {
    const { record, changed } = await this.writer.change(id, user, { type: 'EditAnswer', data: { generationId: id, anwser: body.anwser } }, metadataFor(request, user));
    return { success: true, changed, message: changed ? GENERATION_MESSAGES.contentUpdated : GENERATION_MESSAGES.noChange, data: record };
  }

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

  @Post(':id/audio')
  @HttpCode(200)
  @ApiOperation({ summary: "Tạo audio (mp3, audio/mpeg) bằng AI5 của cấu hình: cần AI5 đang bật ('AI5 không được kích hoạt!') và chưa có audio; recreate true để tạo lại sau khi xác nhận." })
  audio(@Param('id', generationId) id: number, @Body() body: CreateAudioRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryChangeResponse> {
    return this.ai.audio(id, user, body.recreate === true, request);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa bản ghi khỏi lịch sử (một yêu cầu đang chờ cũng rời hàng đợi); lịch sử sự kiện vẫn giữ.' })
  async delete(@Param('id', generationId) id: number, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiGenHistoryDeleteResponse> {
    const view = await this.generations.findOwned(id, user.id);
    if (!view) throw generationNotFound();
    await this.writer.end(id, user, { type: 'DeleteGeneration', data: { generationId: id } }, metadataFor(request, user));
    if (view.status === 'waiting') {
      await this.stopJob(id);
      await this.queue.ensureRunning(user.id);
    }
    return { success: true, id };
  }

  /** The jobs platform's one stop path: removes the job if it waits, aborts it if it runs (the record was ended first, so nothing restarts it). */
  private async stopJob(id: number): Promise<void> {
    await this.jobs.cancel(GENERATION_QUEUE, bullJobId(GENERATION_JOB, generationJobKey(id)));
  }
}
