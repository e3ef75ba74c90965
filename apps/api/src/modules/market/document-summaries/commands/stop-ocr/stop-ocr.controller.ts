import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { OcrQueue } from '../../ocr-queue.js';

@ApiTags('market')
@Controller('api/data-tables/ocr/queue')
@SignedIn()
export class StopOcrController {
  constructor(private readonly queue: OcrQueue) {}

  @Delete(':taskId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dừng một tác vụ OCR (của mình; quản trị viên: mọi tác vụ): xóa khỏi hàng đợi nếu đang chờ, hủy nếu đang chạy. 404 nếu không còn trong hàng đợi.' })
  stop(@Param('taskId') taskId: string, @CurrentUser() user: SessionUser): Promise<{ result: 'removed' | 'cancelling' }> {
    return this.queue.stop(taskId, user);
  }
}
