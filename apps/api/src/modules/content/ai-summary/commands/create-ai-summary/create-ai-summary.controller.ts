import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateAiSummaryRequest, type AiSummaryRecord } from '@k9/contracts';
import { DEFAULT_AI_SUMMARY_CATEGORY } from '@k9/domain';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { AiSummaryWriter } from '../../ai-summary-writer.js';

/** Writes of AI summaries: admins only (spec 3 §6: every screen here is an admin tool). */
@ApiTags('content')
@Controller('api/ai-summary')
@AdminOnly()
export class CreateAiSummaryController {
  constructor(private readonly writer: AiSummaryWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Lưu AI Summary: info (title bắt buộc, URLReport, sheetName...), summary1 (bắt buộc), summary2; category mặc định Doanh nghiệp, status mặc định published; ' +
      'tables (bảng tham số quarterly Q1-Q4, monthly Tháng 1-12, yearly ba năm gần nhất "Năm YYYY"), fileUrls tối đa 10 (pdf, doc, docx, xls, xlsx, ppt, pptx, txt, zip, rar).',
  })
  create(@Body() body: CreateAiSummaryRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<AiSummaryRecord> {
    const fields = { category: DEFAULT_AI_SUMMARY_CATEGORY, status: 'published', summary2: '', tables: [], fileUrls: [], ...sentFields(body) };
    return this.writer.create(fields, { origin: 'admin' }, metadataFor(request, admin), response);
  }
}
