import { randomUUID } from 'node:crypto';
import { Body, Controller, Headers, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CASE_IDEMPOTENCY_HEADER, CreateLearnerCaseRequest, type CreateLearnerCaseResponse } from '@k9/contracts';
import { caseAiSettingsOf, checkCaseForm, isCaseRequestId, LEARNER_CASE_MESSAGES as M } from '@k9/domain';
import { AiGateway } from '../../../../../platform/ai/ai-gateway.js';
import type { AiQuotaTicket } from '../../../../../platform/ai/ai-ports.js';
import type { AiActor } from '../../../../../platform/ai/ai.types.js';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { JobsService } from '../../../../../platform/jobs/jobs.service.js';
import { ContentRepository } from '../../../../content/content.repository.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { SettingsRepository } from '../../../../site/settings.repository.js';
import { aiSettingsRequired, badCaseRequest, invalidCaseForm } from '../../cases-http.js';
import { CasesRepository, toCaseRecord, type CaseRow } from '../../cases.repository.js';
import { LearnerCasesWriter } from '../../learner-cases-writer.js';
import { CASE_AI_PURPOSE, CaseCreationJob, caseJobKey } from '../../jobs/case-creation.job.js';

const actorOf = (user: SessionUser): AiActor => ({ id: user.id, email: user.email, isAdmin: user.isAdmin, classIds: user.classIds.map(String) });

/** 'Thêm Case Mới' (spec 2 §4.3, §5.2, §7.2): the request is stored, its job makes the case. */
@ApiTags('learning')
@Controller('api/case-public')
@SignedIn()
export class CreateCaseController {
  constructor(
    private readonly writer: LearnerCasesWriter,
    private readonly gateway: AiGateway,
    private readonly cases: CasesRepository,
    private readonly content: ContentRepository,
    private readonly settings: SettingsRepository,
    private readonly jobs: JobsService,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Tạo case của chính mình bằng AI: body { title, description?, info { industry, area, domain, difficulty, duration, playerRole }, mcqCount 0-20, ' +
      'essayCount 0-10, questionTypes?, requestId? } (hoặc header Idempotency-Key). Sai quy tắc form: 400 (message tiếng Việt, problems theo trường). ' +
      "Chưa có cài đặt AI (ai_settings_for_user của admin): 422 'Cần cài đặt AI trước khi tạo case. Vui lòng liên hệ admin.' và không lưu gì. " +
      'Hết lượt gọi AI của hôm nay (giới hạn theo ngày của học viên/lớp): 429 AI_DAILY_LIMIT (message tiếng Việt) và không lưu gì. ' +
      'Trả 202 { requestId, caseId, case }; tiến độ 0/30/60/90/100 qua /ws (learner.case.progress), rồi learner.case.created hoặc learner.case.failed. ' +
      'Cùng requestId: cùng một case. Id case lấy từ dãy id nội dung.',
  })
  @ApiHeader({ name: CASE_IDEMPOTENCY_HEADER, required: false, description: 'Khóa chống tạo trùng (1-100 ký tự chữ, số, . _ : -); hoặc requestId trong body' })
  @ApiBody({ schema: { type: 'object', required: ['title', 'info', 'mcqCount', 'essayCount'] } })
  @ApiAcceptedResponse({ description: 'CreateLearnerCaseResponse' })
  async create(
    @Body() body: CreateLearnerCaseRequest,
    @Headers('idempotency-key') header: string | undefined,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CreateLearnerCaseResponse> {
    response.setHeader('Cache-Control', 'no-store');
    const checked = checkCaseForm(body);
    if (!checked.ok) throw invalidCaseForm(checked.problems);
    const given = body.requestId ?? header;
    if (given !== undefined && !isCaseRequestId(given)) throw badCaseRequest('INVALID_CASE_REQUEST_ID', M.requestIdInvalid);
    const requestId = given ?? randomUUID();

    // The same key again (a double click, a retry after a lost answer): the case it made, its job made sure of.
    const known = await this.cases.byRequest(user.id, requestId);
    if (known) return this.started(known, user);

    if (!caseAiSettingsOf((await this.settings.find('ai_settings_for_user', null)).setting)) throw aiSettingsRequired();
    // The case's one AI call is reserved now: over the daily limit, the 429 comes before anything is stored or queued.
    const quota = await this.gateway.reserve(actorOf(user), 1);
    const metadata = metadataFor(request, user);
    let wrote: boolean;
    try {
      const caseId = await this.content.nextId();
      const command = { type: 'RequestCase' as const, data: { userId: user.id, userEmail: user.email, caseId, requestId, form: checked.form } };
      wrote = (await this.writer.write(user.id, command, metadata)).position !== null;
    } catch (error) {
      await this.gateway.giveBack(quota, 1);
      throw error;
    }
    // Two requests with one key at once: the stream took the first (this one wrote nothing, its unit goes back); both
    // answer its case, which the command path has waited to be readable.
    if (!wrote) await this.gateway.giveBack(quota, 1);
    const row = await this.cases.byRequest(user.id, requestId);
    if (!row) throw new Error(`case request ${requestId} of ${user.id} is not in the read model`);
    return this.started(row, user, metadata.correlationId, wrote ? quota : undefined);
  }

  /**
   * A waiting case gets its job (the same job id for the same case: enqueued once). A new request's job carries the
   * unit reserved for it; a repeated one's (its job lost) reserves when it calls.
   */
  private async started(row: CaseRow, user: SessionUser, correlationId = `learner-case-${row.id}`, quota?: AiQuotaTicket | null): Promise<CreateLearnerCaseResponse> {
    if (row.status === 'requested') {
      await this.jobs.enqueue(
        CaseCreationJob,
        {
          requestId: caseJobKey(row.id),
          purpose: CASE_AI_PURPOSE,
          actor: actorOf(user),
          correlationId,
          ...(quota !== undefined ? { quota } : {}),
          userId: row.user_id,
          caseId: row.id,
        },
        { ownerId: row.user_id },
      );
    }
    return { requestId: row.request_id, caseId: row.id, case: toCaseRecord(row) };
  }
}
