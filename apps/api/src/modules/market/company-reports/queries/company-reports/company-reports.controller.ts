import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CompanyReportListResponse } from '@k9/contracts';
import { AdminOnly } from '../../../../identity/guards/guards.js';
import { CompanyReportsRepository } from '../../company-reports.repository.js';

@ApiTags('market')
@Controller('api/company-reports')
@AdminOnly()
export class CompanyReportsController {
  constructor(private readonly reports: CompanyReportsRepository) {}

  @Get()
  @ApiOperation({
    summary:
      'Danh sách báo cáo doanh nghiệp, cũ nhất trước: id, ticker, name, settings (ba bảng), company (dòng thông tin doanh nghiệp của mã: data, source, asOf, sample; null nếu chưa có), ' +
      'createdAt, createdBy, updatedAt, updatedBy, version. Chỉ admin.',
  })
  async list(): Promise<CompanyReportListResponse> {
    return { success: true, data: await this.reports.list() };
  }
}
