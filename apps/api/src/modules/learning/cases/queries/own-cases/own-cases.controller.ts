import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { LearnerCaseListRequest, type CaseTitleSuggestion, type LearnerCaseListResponse, type LearnerCaseRecord, type LearnerCaseRequestStatus } from '@k9/contracts';
import { DAY_MS, generatedCaseTitle, isCaseRequestId, startOfVietnamDay } from '@k9/domain';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { caseIdParam, caseNotFound, caseRequestNotFound, otherUsersList } from '../../cases-http.js';
import { CasesRepository, toCaseRecord } from '../../cases.repository.js';

/** A learner's own cases (spec 2 §2.6, §7.2); admins read anyone's. Quizzes come without answers. */
@ApiTags('learning')
@Controller('api/case-public')
@SignedIn()
export class OwnCasesController {
  constructor(private readonly cases: CasesRepository) {}

  @Post('user')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Danh sách case của chính mình: body { user_id, show? } (user_id phải là người đang đăng nhập, admin xem được của bất kỳ ai; khác: 403). ' +
      'show mặc định true (case đang hiện); search (không bắt buộc, tối đa 200 ký tự): chỉ case có tiêu đề và mô tả chứa mọi từ, không phân biệt hoa thường và dấu; ' +
      'chỉ case đã tạo xong, mới nhất trước; quiz không kèm đáp án. Trả { data: LearnerCaseRecord[] }.',
  })
  @ApiOkResponse({ description: 'LearnerCaseListResponse' })
  async list(@Body() { user_id: userId, show, search }: LearnerCaseListRequest, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<LearnerCaseListResponse> {
    response.setHeader('Cache-Control', 'private, no-cache');
    if (userId !== user.id && !user.isAdmin) throw otherUsersList();
    return { data: (await this.cases.list(userId, show ?? true, search ?? '')).map(toCaseRecord) };
  }

  @Get('title-suggestion')
  @ApiOperation({ summary: "Tiêu đề tự sinh của form cho người đang đăng nhập: 'Case Study Quiz ' + DDMMYYYY (giờ Việt Nam) + '.' + (số case đã tạo hôm nay + 1)." })
  @ApiOkResponse({ description: 'CaseTitleSuggestion' })
  async titleSuggestion(@CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<CaseTitleSuggestion> {
    response.setHeader('Cache-Control', 'private, no-store');
    const now = Date.now();
    const today = startOfVietnamDay(now);
    return { title: generatedCaseTitle(now, await this.cases.countAskedBetween(user.id, today, today + DAY_MS)) };
  }

  @Get('requests/:requestId')
  @ApiParam({ name: 'requestId', type: String })
  @ApiOperation({ summary: 'Trạng thái một yêu cầu tạo case của chính mình (requested, created, failed kèm failure); không có: 404.' })
  @ApiOkResponse({ description: 'LearnerCaseRequestStatus' })
  async request(@Param('requestId') requestId: string, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<LearnerCaseRequestStatus> {
    response.setHeader('Cache-Control', 'private, no-cache');
    if (!isCaseRequestId(requestId)) throw caseRequestNotFound();
    const row = await this.cases.byRequest(user.id, requestId);
    if (!row) throw caseRequestNotFound();
    return { requestId: row.request_id, caseId: row.id, status: row.status, failure: row.failure, case: toCaseRecord(row) };
  }

  @Get(':id')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'Một case của chính mình (admin: của bất kỳ ai), mọi trạng thái; quiz không kèm đáp án. Case của người khác hoặc không có: 404.' })
  @ApiOkResponse({ description: 'LearnerCaseRecord' })
  async one(@Param('id', caseIdParam) id: number, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<LearnerCaseRecord> {
    response.setHeader('Cache-Control', 'private, no-cache');
    const row = await this.cases.findFor(id, user);
    if (!row) throw caseNotFound();
    return toCaseRecord(row);
  }
}
