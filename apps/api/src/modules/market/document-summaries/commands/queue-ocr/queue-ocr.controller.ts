import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { QueueOcrRequest, type OcrQueued } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { datasetOf } from '../../dataset-param.js';
import { OcrQueue } from '../../ocr-queue.js';

/** Spec 3 §4-5: the selected rows' documents are OCR'd and summarised, one task per row in the `ocr` queue. */
@ApiTags('market')
@Controller('api/data-tables')
@SignedIn()
export class QueueOcrController {
  constructor(private readonly queue: OcrQueue) {}

  @Post(':dataset/ocr')
  @HttpCode(202)
  @ApiBody({ schema: { type: 'object', required: ['rowIds'], properties: { rowIds: { type: 'array', items: { type: 'string' } }, instruction: { type: 'string', maxLength: 1000 }, status: { enum: ['draft', 'published'] } } } })
  @ApiOperation({
    summary:
      "OCR và tóm tắt AI tài liệu của các dòng đã chọn: { rowIds, instruction?, status? } → 202 { jobIds, rows, skipped, message }. Không chọn dòng nào: 400 'Vui lòng chọn ít nhất một dòng để thực hiện OCR'. " +
      'Dòng không có URL bị bỏ qua (skipped). Mỗi dòng giữ trước một lượt gọi AI trong hạn mức ngày (429 AI_DAILY_LIMIT); tối đa 100 trang OCR mỗi học viên mỗi ngày, 50 trang mỗi tệp. ' +
      'Tóm tắt của học viên chỉ tác giả và quản trị viên xem được; của quản trị viên được xuất bản theo status (mặc định published). Tiến độ từng dòng qua /ws (job.updated, hàng đợi ocr).',
  })
  enqueue(@Param('dataset') dataset: string, @Body() body: QueueOcrRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<OcrQueued> {
    return this.queue.enqueue(datasetOf(dataset), body, user, request);
  }
}
