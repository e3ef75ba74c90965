import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CreateCompanyReportRequest, type CompanyReportSavedResponse } from '@k9/contracts';
import { metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { CompanyReportWriter } from '../../company-report-writer.js';
import { FIELDS } from '../company-report-fields.js';

/** Writes of company reports (spec 3 §2 screen 2): admins only. */
@ApiTags('market')
@Controller('api/company-reports')
@AdminOnly()
export class CreateCompanyReportController {
  constructor(private readonly writer: CompanyReportWriter) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: `Thêm báo cáo doanh nghiệp (dùng chung giữa các admin): ${FIELDS}` })
  async create(@Body() body: CreateCompanyReportRequest, @CurrentUser() admin: SessionUser, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CompanyReportSavedResponse> {
    return { success: true, data: await this.writer.create(sentFields(body), metadataFor(request, admin), response) };
  }
}
