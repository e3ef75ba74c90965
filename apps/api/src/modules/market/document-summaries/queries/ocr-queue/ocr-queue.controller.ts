import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { OcrQueueView } from '@k9/contracts';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { OcrQueue } from '../../ocr-queue.js';

@ApiTags('market')
@Controller('api/data-tables/ocr/queue')
@SignedIn()
export class OcrQueueController {
  constructor(private readonly queue: OcrQueue) {}

  @Get()
  @ApiOperation({ summary: "Các tác vụ OCR của người gọi (quản trị viên: của mọi người): đang xử lý, đang chờ, rồi các tác vụ đã xong mới nhất; lỗi từng dòng dạng 'Lỗi: ...'." })
  view(@CurrentUser() user: SessionUser): Promise<OcrQueueView> {
    return this.queue.view(user);
  }
}
