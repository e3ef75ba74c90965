import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmbeddingStatesQuery, EmbedSelectionBody, type EmbeddingSourceView, type LibraryIndexStatus } from '@k9/contracts';
import { actorOf } from '../../../ai/ai-http.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { LibraryEmbeddings } from '../../embedding/library-embeddings.js';

/** The back office's embedding states and bulk embed, and the AI admin page's index panel (spec 3 §4; issue 28 §4). */
@ApiTags('library-index')
@Controller('api/library-index')
@AdminOnly()
export class EmbedLibraryController {
  constructor(private readonly embeddings: LibraryEmbeddings) {}

  @Get('status')
  @ApiOperation({ summary: 'Chỉ mục thư viện theo bảng: số mục, số đoạn, đã embedding, đang chờ, không có nội dung, lỗi gần nhất; mô hình embedding, cách tìm (hybrid/keyword), kho vector.' })
  status(): Promise<LibraryIndexStatus> {
    return this.embeddings.status();
  }

  @Get('states')
  @ApiOperation({ summary: 'Trạng thái embedding của các dòng đang hiện (table, ids=1,2,3; tối đa 500): none, embedding, embedded.' })
  states(@Query() query: EmbeddingStatesQuery): Promise<{ data: EmbeddingSourceView[] }> {
    return this.embeddings.states(query.table, query.ids);
  }

  @Post('embed')
  @HttpCode(202)
  @ApiOperation({ summary: 'Embedding hàng loạt các mục đã chọn: một việc (tiến độ { done, total } qua /ws, dừng được ở bảng hàng đợi).' })
  embed(@Body() body: EmbedSelectionBody, @CurrentUser() user: SessionUser): Promise<{ jobId: string; total: number }> {
    return this.embeddings.startBulk(body.sources, actorOf(user));
  }

  @Post('reembed')
  @HttpCode(202)
  @ApiOperation({ summary: 'Embedding lại toàn bộ thư viện với mô hình đã chọn (tìm kiếm dùng vector cũ đến khi xong).' })
  reembed(@CurrentUser() user: SessionUser): Promise<{ jobId: string }> {
    return this.embeddings.startReembed(actorOf(user));
  }
}
