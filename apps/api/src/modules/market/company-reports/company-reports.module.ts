import { Module } from '@nestjs/common';
import { CreateCompanyReportController } from './commands/create-company-report/create-company-report.controller.js';
import { DeleteCompanyReportController } from './commands/delete-company-report/delete-company-report.controller.js';
import { EditCompanyReportController } from './commands/edit-company-report/edit-company-report.controller.js';
import { CompanyReportWriter } from './company-report-writer.js';
import { CompanyReportsRepository } from './company-reports.repository.js';
import { CompanyReportProjection } from './projections/company-report/company-report.projection.js';
import { CompanyReportsController } from './queries/company-reports/company-reports.controller.js';

/** Company report settings (issue 32 §4, spec 3 §2 screen 2): the admins' shared reports, kept as events. */
@Module({
  controllers: [CompanyReportsController, CreateCompanyReportController, EditCompanyReportController, DeleteCompanyReportController],
  providers: [CompanyReportsRepository, CompanyReportWriter, CompanyReportProjection],
})
export class CompanyReportsModule {}
