import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AI_SUMMARY_PAGE_SIZE, AiSummaryListQuery, type AiSummaryListResponse, type AiSummaryRecord } from '@k9/contracts';
import { tagVersion } from '../../../../../platform/commands/version-tag.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { aiSummaryId, aiSummaryNotFound } from '../../ai-summary-id.js';
import { AiSummariesRepository } from '../../ai-summaries.repository.js';

const LEARNERS = 'Học viên (tài khoản còn hạn) chỉ thấy báo cáo đã xuất bản (status published); admin thấy tất cả.';

@ApiTags('content')
@Controller('api/ai-summary')
@SignedIn()
export class AiSummariesController {
  constructor(private readonly summaries: AiSummariesRepository) {}

  @Get()
  @ApiOperation({ summary: `Danh sách AI Summary, id giảm dần; kind=report|reportDN (info.sheetName CompanySummary là reportDN), status, page, pageSize (mặc định ${AI_SUMMARY_PAGE_SIZE}). ${LEARNERS}` })
  async list(@Query() query: AiSummaryListQuery, @CurrentUser() user: SessionUser): Promise<AiSummaryListResponse> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? AI_SUMMARY_PAGE_SIZE;
    const { rows, total } = await this.summaries.list({ kind: query.kind, status: query.status, publishedOnly: !user.isAdmin, page, pageSize });
    return { success: true, data: rows, total, page, pageSize };
  }

  @Get(':id')
  @ApiOperation({ summary: `Một AI Summary (ETag: W/"version"). ${LEARNERS} Không có hoặc chưa xuất bản: 404.` })
  async get(@Param('id', aiSummaryId) id: number, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<AiSummaryRecord> {
    const record = await this.summaries.find(id);
    if (!record || (!user.isAdmin && record.status !== 'published')) throw aiSummaryNotFound();
    tagVersion(response, record.version);
    response.setHeader('Cache-Control', 'private, no-cache');
    return record;
  }
}
