import { Controller, Delete, Param, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { CompanyReportDeletedResponse } from '@k9/contracts';
import { ifMatchVersion, metadataFor } from '../../../../../platform/http/request-metadata.js';
import { AdminOnly, CurrentUser } from '../../../../identity/guards/guards.js';
import type { SessionUser } from '../../../../identity/session/session-user.js';
import { companyReportId } from '../../company-report-id.js';
import { CompanyReportWriter } from '../../company-report-writer.js';

@ApiTags('market')
@Controller('api/company-reports')
@AdminOnly()
export class DeleteCompanyReportController {
  constructor(private readonly writer: CompanyReportWriter) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Xóa báo cáo doanh nghiệp (biến mất khỏi danh sách; lịch sử của nó vẫn còn trong nhật ký). Chỉ admin.' })
  async remove(@Param('id', companyReportId) id: number, @CurrentUser() admin: SessionUser, @Req() request: Request): Promise<CompanyReportDeletedResponse> {
    await this.writer.delete(id, metadataFor(request, admin), ifMatchVersion(request));
    return { success: true, id };
  }
}
