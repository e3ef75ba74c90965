import { BadRequestException, Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateEmbeddingBody, LibraryQuestionBody, type CreateEmbeddingResponse, type EmbeddingChunkView, type EmbeddingSourceView, type LibraryAnswerResponse } from '@k9/contracts';
import { isLibraryTable, LIBRARY_INDEX_MESSAGES as M, type LibraryTable } from '@k9/domain';
import { actorOf, answering } from '../../../ai/ai-http.js';
import { viewerOf } from '../../../content/content-http.js';
import { AdminOnly, CurrentUser } from '../../../identity/guards/guards.js';
import type { SessionUser } from '../../../identity/session/session-user.js';
import { LibraryAnswer } from '../../answering/library-answer.js';
import { LibraryEmbeddings } from '../../embedding/library-embeddings.js';

const bad = (message: string) => new BadRequestException({ statusCode: 400, message, code: 'VALIDATION' });

/** `news` or `report`; the back office's `reportDN` tab lists the report table (spec 3 §7). */
function tableOf(raw: string): LibraryTable {
  const table = raw === 'reportDN' ? 'report' : raw;
  if (!isLibraryTable(table)) throw bad(M.unknownTable);
  return table;
}

function sourceIdOf(raw: string): number {
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw bad(M.sourceIdInvalid);
  return Number(raw);
}

function pageOf(raw: unknown, fallback: number, max: number): number {
  if (raw === undefined) return fallback;
  if (typeof raw !== 'string' || !/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) throw bad(M.pageInvalid);
  return Number(raw);
}

/** Spec 1 §7's embedding data routes (admins; learners reach the library's passages through the search and the assistant only). */
@ApiTags('library-index')
@Controller('api/embedingData')
@AdminOnly()
export class EmbeddingDataController {
  constructor(
    private readonly embeddings: LibraryEmbeddings,
    private readonly answers: LibraryAnswer,
  ) {}

  @Get('source/:sourceId/:type')
  @ApiOperation({ summary: 'Các đoạn (chunk) của một nguồn: type news hoặc report; nguồn chưa có đoạn nào trả { data: [] }.' })
  source(@Param('sourceId') sourceId: string, @Param('type') type: string): Promise<{ data: EmbeddingChunkView[] }> {
    return this.embeddings.chunks(tableOf(type), sourceIdOf(sourceId));
  }

  @Delete('source/:sourceId/:type')
  @ApiOperation({ summary: 'Xóa embedding của một nguồn khỏi kho vector (chỉ mục từ khóa vẫn theo bản ghi).' })
  remove(@Param('sourceId') sourceId: string, @Param('type') type: string): Promise<{ deleted: boolean }> {
    return this.embeddings.remove(tableOf(type), sourceIdOf(sourceId));
  }

  @Get('table/:table')
  @ApiOperation({ summary: 'Các nguồn đã embedding của một bảng (news, report; reportDN đọc report), từng trang: page, pageSize 1-5000 (mặc định 1000).' })
  table(@Param('table') table: string, @Query('page') page?: string, @Query('pageSize') pageSize?: string): Promise<{ data: EmbeddingSourceView[]; total: number }> {
    return this.embeddings.embedded(tableOf(table), pageOf(page, 1, 100_000), pageOf(pageSize, 1000, 5000));
  }

  @Post('create-with-ai')
  @ApiOperation({ summary: 'Embedding một bản ghi ngay (xóa embedding cũ trước; xóa lỗi thì cảnh báo và vẫn tiếp tục): { sourceId, content, table } → { chunksCreated, totalTextLength }.' })
  create(@Body() body: CreateEmbeddingBody, @CurrentUser() user: SessionUser): Promise<CreateEmbeddingResponse> {
    return answering(() => this.embeddings.createNow({ table: body.table, id: body.sourceId }, body.content, actorOf(user)));
  }

  @Post('ai-gen')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trả lời một câu hỏi từ thư viện (spec 2 §7.12): { success, data: { answer, chunks, searchStats.totalFound, question, table } }.' })
  aiGen(@Body() body: LibraryQuestionBody, @CurrentUser() user: SessionUser): Promise<LibraryAnswerResponse> {
    return answering(() => this.answers.answer(viewerOf(user), actorOf(user), body.question, body.table));
  }
}
