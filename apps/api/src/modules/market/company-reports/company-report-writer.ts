import { Injectable } from '@nestjs/common';
import type { CompanyReportRecord } from '@k9/contracts';
import { companyReportDecider, companyReportStreamId, type CompanyReportCommand, type EventMetadata } from '@k9/domain';
import type { Response } from 'express';
import { CommandPath } from '../../../platform/commands/command-path.js';
import { DeciderCommand } from '../../../platform/commands/decider-command.js';
import { CompanyReportsRepository } from './company-reports.repository.js';
import { COMPANY_REPORT_PROJECTION } from './projections/company-report/company-report.projection.js';

/** The one way company reports are written: through the command path, each change an event naming the admin. */
@Injectable()
export class CompanyReportWriter {
  constructor(
    private readonly commands: CommandPath,
    private readonly reports: CompanyReportsRepository,
  ) {}

  async create(fields: Record<string, unknown>, metadata: EventMetadata, response?: Response): Promise<CompanyReportRecord> {
    // The rules run before an id is drawn, so a refused report does not use one up.
    companyReportDecider.decide({ type: 'CreateCompanyReport', data: { reportId: 0, fields } }, companyReportDecider.initialState());
    const reportId = await this.reports.nextId();
    return this.run({ type: 'CreateCompanyReport', data: { reportId, fields } }, metadata, undefined, response);
  }

  edit(reportId: number, fields: Record<string, unknown>, metadata: EventMetadata, expectedVersion: number | undefined, response?: Response): Promise<CompanyReportRecord> {
    return this.run({ type: 'EditCompanyReport', data: { reportId, fields } }, metadata, expectedVersion, response);
  }

  async delete(reportId: number, metadata: EventMetadata, expectedVersion: number | undefined): Promise<void> {
    const command: CompanyReportCommand = { type: 'DeleteCompanyReport', data: { reportId } };
    await this.commands.execute(new DeciderCommand(companyReportDecider, companyReportStreamId(reportId), command, metadata, expectedVersion), [COMPANY_REPORT_PROJECTION]);
  }

  private run(command: CompanyReportCommand, metadata: EventMetadata, expectedVersion: number | undefined, response?: Response): Promise<CompanyReportRecord> {
    const reportId = command.data.reportId;
    return this.commands.executeAndRead(new DeciderCommand(companyReportDecider, companyReportStreamId(reportId), command, metadata, expectedVersion), {
      readModels: [COMPANY_REPORT_PROJECTION],
      read: async () => (await this.reports.get(reportId))!,
      response,
      version: (record) => record.version,
    });
  }
}
