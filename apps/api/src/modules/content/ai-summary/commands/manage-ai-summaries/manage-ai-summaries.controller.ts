import { Body, Controller, Delete, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateAiSummaryRequest, UpdateAiSummaryRequest, type AiSummaryDeleteResponse, type AiSummaryRecord } from '@k9/contracts';
import { DEFAULT_AI_SUMMARY_CATEGORY } from '@k9/domain';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { aiSummaryId } from '../../ai-summary-id.js';
import { AiSummaryWriter } from '../../ai-summary-writer.js';

/** Writes of AI summaries: admins only (spec 3 §6: every screen here is an admin tool). */
@ApiTags('content')
@Controller('api/ai-summary')
@AdminOnly()
export class ManageAiSummariesController {
  constructor(private readonly writer: AiSummaryWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Lưu AI Summary: info (title bắt buộc, URLReport, sheetName...), summary1 (bắt buộc), summary2; category mặc định Doanh nghiệp, status mặc định published; ' +
      'tables (bảng tham số quarterly Q1-Q4, monthly Tháng 1-12, yearly ba năm gần nhất "Năm YYYY"), fileUrls tối đa 10 (pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip, rar).',
  })
  create(@Body() body: CreateAiSummaryRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AiSummaryRecord> {
    const fields = { category: DEFAULT_AI_SUMMARY_CATEGORY, status: 'published', summary2: '', tables: [], fileUrls: [], ...definedOf(body) };
    return this.writer.create(fields, { origin: 'admin' }, metadataFor(request, admin), response);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Sửa AI Summary (info, summary1, summary2, category, status, tables, fileUrls; trường không gửi giữ nguyên). If-Match: W/"version" tuỳ chọn (cũ: 412).' })
  update(
    @Param('id', aiSummaryId) id: number,
    @Body() body: UpdateAiSummaryRequest,
    @CurrentUser() admin: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AiSummaryRecord> {
    return this.writer.edit(id, definedOf(body), metadataFor(request, admin), ifMatchVersion(request), response);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa AI Summary (biến mất khỏi danh sách; lịch sử vẫn giữ).' })
  async remove(@Param('id', aiSummaryId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<AiSummaryDeleteResponse> {
    await this.writer.delete(id, metadataFor(request, admin), ifMatchVersion(request));
    return { success: true, id };
  }
}

/** The body's fields that were sent (a DTO instance carries undefined for the rest). */
const definedOf = (body: object): Record<string, unknown> => Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
