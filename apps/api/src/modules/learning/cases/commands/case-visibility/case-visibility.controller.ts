import { Body, Controller, Param, Put, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { LearnerCaseVisibilityRequest, type LearnerCaseRecord } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { CurrentUser, SignedIn } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { caseIdParam, caseNotFound } from '../../cases-http.js';
import { CasesRepository, toCaseRecord } from '../../cases.repository.js';
import { LearnerCasesWriter } from '../../learner-cases-writer.js';

/** Hiding a case from one's list (spec 2 §7.2's `show`), and showing it again. */
@ApiTags('learning')
@Controller('api/case-public')
@SignedIn()
export class CaseVisibilityController {
  constructor(
    private readonly writer: LearnerCasesWriter,
    private readonly cases: CasesRepository,
  ) {}

  @Put(':id/show')
  @ApiParam({ name: 'id', type: Number })
  @ApiOperation({ summary: 'Ẩn (show false) hoặc hiện lại (show true) case đã tạo của chính mình; case của người khác: 404; case chưa tạo xong: 409.' })
  @ApiOkResponse({ description: 'LearnerCaseRecord' })
  async setShow(
    @Param('id', caseIdParam) id: number,
    @Body() { show }: LearnerCaseVisibilityRequest,
    @CurrentUser() user: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<LearnerCaseRecord> {
    response.setHeader('Cache-Control', 'private, no-cache');
    const row = await this.cases.findFor(id, user, 'write');
    if (!row) throw caseNotFound();
    // Through the stream's one writer: hiding a case while others are being made is queued, never refused as stale.
    await this.writer.write(user.id, { type: 'SetCaseVisibility', data: { userId: user.id, caseId: id, show } }, metadataFor(request, user));
    return toCaseRecord((await this.cases.find(id))!);
  }
}
