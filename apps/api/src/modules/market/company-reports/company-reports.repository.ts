import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import type { CompanyReportCompany, CompanyReportRecord } from '@k9/contracts';
import { executeBound } from '../../../platform/database/execute-bound.js';
import { CompanyReportView } from './projections/company-report/company-report.entity.js';

type CompanyRow = { ticker: string; data: CompanyReportCompany['data']; source: string; as_of: string; sample: boolean };

const toRecord = (view: CompanyReportView, company: CompanyReportCompany | null): CompanyReportRecord => ({
  id: view.id,
  ticker: view.ticker,
  name: view.name,
  settings: view.settings,
  company,
  createdAt: view.createdAt.toISOString(),
  createdBy: view.createdBy,
  updatedAt: view.updatedAt.toISOString(),
  updatedBy: view.updatedBy,
  version: view.version,
});

/** Reads of market_company_report, each report with its company's company_info row; and the id sequence of new reports. */
@Injectable()
export class CompanyReportsRepository {
  constructor(private readonly orm: MikroORM) {}

  async get(id: number): Promise<CompanyReportRecord | null> {
    const view = await this.orm.em.fork().findOne(CompanyReportView, { id });
    return view ? (await this.withCompanies([view]))[0] : null;
  }

  /** Oldest first: the order the admins added them in. */
  async list(): Promise<CompanyReportRecord[]> {
    return this.withCompanies(await this.orm.em.fork().find(CompanyReportView, {}, { orderBy: { id: 'asc' } }));
  }

  async nextId(): Promise<number> {
    const [row] = await this.orm.em.fork().getConnection().execute<Array<{ id: string }>>(`SELECT nextval('market_company_report_id_seq') AS id`);
    return Number(row.id);
  }

  /** The company-info columns are read when the report is: an import that changes a company shows at once. */
  private async withCompanies(views: CompanyReportView[]): Promise<CompanyReportRecord[]> {
    if (views.length === 0) return [];
    const rows = await executeBound<CompanyRow>(
      this.orm.em.fork(),
      `SELECT ticker, data, source, as_of, sample FROM market_row WHERE dataset = 'company_info' AND ticker = ANY(?::text[])`,
      [[...new Set(views.map((view) => view.ticker))]],
    );
    const companies = new Map(rows.map((row) => [row.ticker, { data: row.data, source: row.source, asOf: row.as_of, sample: row.sample }]));
    return views.map((view) => toRecord(view, companies.get(view.ticker) ?? null));
  }
}
