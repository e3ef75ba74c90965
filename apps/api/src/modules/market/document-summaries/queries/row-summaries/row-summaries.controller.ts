import { Controller, Get, NotFoundException, Param, ParseIntPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { RowSummariesQuery, type AiSummaryRecord, type AnalysedRowsResponse, type DocumentExtractView } from '@k9/contracts';
import { DOCUMENT_SUMMARY_MESSAGES as M } from '@k9/domain';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { datasetOf } from '../../dataset-param.js';
import { DocumentExtractsRepository } from '../../document-extracts.repository.js';

const notFound = () => new NotFoundException({ statusCode: 404, message: M.summaryNotFound, code: 'SUMMARY_NOT_FOUND' });

/** Spec 3 §2 screen 6: 'Chi tiết AI Summary' (a row's summaries), the 'analysed' column, and the text beside a summary. */
@ApiTags('market')
@Controller('api/data-tables')
@SignedIn()
export class RowSummariesController {
  constructor(private readonly extracts: DocumentExtractsRepository) {}

  @Get(':dataset/summaries')
  @ApiOperation({ summary: "Các tóm tắt AI của một dòng mà người gọi được xem (đã xuất bản, của mình; quản trị viên: tất cả) → { data, message }; không có: message 'Không có tóm tắt nào cho item này'." })
  async rowSummaries(@Param('dataset') dataset: string, @Query() query: RowSummariesQuery, @CurrentUser() user: SessionUser): Promise<{ data: AiSummaryRecord[]; message: string | null }> {
    const data = await this.extracts.rowSummaries(datasetOf(dataset), query.rowId, user);
    return { data, message: data.length ? null : M.noSummaries };
  }

  @Get(':dataset/analysed')
  @ApiOperation({ summary: "Mã các dòng đã có tóm tắt AI mà người gọi được xem (cột 'đã phân tích' của lưới)." })
  async analysed(@Param('dataset') dataset: string, @CurrentUser() user: SessionUser): Promise<AnalysedRowsResponse> {
    return { rowIds: await this.extracts.analysedRows(datasetOf(dataset), user) };
  }

  @Get('summaries/:summaryId/text')
  @ApiOperation({ summary: "Văn bản đã trích từ tài liệu của một tóm tắt OCR (các trang OCR, lượt gọi AI): tác giả và quản trị viên; khác: 404 'Không tìm thấy tóm tắt'." })
  async text(@Param('summaryId', new ParseIntPipe({ exceptionFactory: notFound })) summaryId: number, @CurrentUser() user: SessionUser): Promise<DocumentExtractView> {
    const extract = await this.extracts.find(summaryId);
    if (!extract || (!user.isAdmin && extract.ownerId !== user.id)) throw notFound();
    const { ownerId: _ownerId, ...view } = extract;
    return view;
  }
}
