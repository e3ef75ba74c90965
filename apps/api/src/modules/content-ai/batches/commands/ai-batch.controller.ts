import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AiBatchApplyRequest, AiBatchRequest, type AiBatchView } from '@k9/contracts';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { AiBatches } from '../ai-batches.js';

/** An id in a path: the uuid the server made, else 404 before any read. */
const BATCH_ID = /^[0-9a-f-]{36}$/;
const idOf = (id: string) => (BATCH_ID.test(id) ? id : '00000000-0000-0000-0000-000000000000');

/** The back office's AI batches over a selection (issue 35 §3; spec 3 shows no paths). Admins only. */
@ApiTags('content-ai')
@Controller('api/k9/ai/batches')
@AdminOnly()
export class AiBatchController {
  constructor(private readonly batches: AiBatches) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Chạy một tác vụ AI trên các bản ghi đã chọn: { kind: classify | create-question | improve-detail | update-by-cid, recordIds, dryRun?, options } → 202 { id }. ' +
      'Chạy thử (dryRun) chỉ có ở classify, improve-detail và update-by-cid. Tùy chọn thiếu (prompt, model, số câu hỏi) → 422 với lời nhắn của spec; classify khi không bản ghi nào thiếu phân loại → 422.',
  })
  request(@Body() body: AiBatchRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<{ id: string }> {
    return this.batches.request(body, user, request);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Một lượt chạy AI: { id, kind, dryRun, state, records: [{ recordId, state, before, after, error, callId }] }.' })
  view(@Param('id') id: string): Promise<AiBatchView> {
    return this.batches.view(idOf(id));
  }

  @Post(':id/apply')
  @HttpCode(200)
  @ApiOperation({ summary: 'Duyệt kết quả chạy thử: { recordIds } (tất cả, một phần hoặc không); mỗi bản ghi là một lệnh trên phiên bản lúc chạy thử, bản ghi đã bị người khác sửa được liệt kê là stale.' })
  apply(@Param('id') id: string, @Body() body: AiBatchApplyRequest, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiBatchView> {
    return this.batches.apply(idOf(id), body, user, request);
  }

  @Post(':id/stop')
  @HttpCode(200)
  @ApiOperation({ summary: 'Dừng lượt chạy AI đang chờ hoặc đang chạy (các bản ghi chưa xong thành stopped); đã kết thúc: 409.' })
  stop(@Param('id') id: string, @CurrentUser() user: SessionUser, @Req() request: Request): Promise<AiBatchView> {
    return this.batches.stop(idOf(id), user, request);
  }
}
