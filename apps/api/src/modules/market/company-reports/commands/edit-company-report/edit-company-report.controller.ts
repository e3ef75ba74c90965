import { Body, Controller, Param, Put, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UpdateCompanyReportRequest, type CompanyReportSavedResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { sentFields } from '../../../../../platform/http/sent-fields.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { companyReportId } from '../../company-report-id.js';
import { CompanyReportWriter } from '../../company-report-writer.js';
import { FIELDS } from '../company-report-fields.js';

@ApiTags('market')
@Controller('api/company-reports')
@AdminOnly()
export class EditCompanyReportController {
  constructor(private readonly writer: CompanyReportWriter) {}

  @Put(':id')
  @ApiOperation({ summary: `Sửa báo cáo doanh nghiệp hoặc cài đặt các bảng: các trường thay đổi (trường không gửi giữ nguyên; settings gửi cả ba bảng). If-Match: W/"version" tùy chọn (cũ: 412). ${FIELDS}` })
  async update(
    @Param('id', companyReportId) id: number,
    @Body() body: UpdateCompanyReportRequest,
    @CurrentUser() admin: SessionUser,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CompanyReportSavedResponse> {
    return { success: true, data: await this.writer.edit(id, sentFields(body), metadataFor(request, admin), ifMatchVersion(request), response) };
  }
}
