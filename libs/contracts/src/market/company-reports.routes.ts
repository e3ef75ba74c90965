import type { CompanyReportFields, MarketValue } from '@k9/domain';

/** The company reports of the back office (spec 3 §2 screen 2, issue 32 §4): shared by the admins, kept as events. */
export const COMPANY_REPORT_ROUTES = {
  list: '/api/company-reports',
  create: '/api/company-reports',
  one: (id: number) => `/api/company-reports/${id}`,
} as const;

/** The ticker's company_info row, as the list routes answer it: its columns, provenance and whether it is sample data. */
export type CompanyReportCompany = { data: Record<string, MarketValue>; source: string; asOf: string; sample: boolean };

/** A report as saved, with who made and last changed it, its stream version, and its company (null: no company_info row). */
export type CompanyReportRecord = CompanyReportFields & {
  id: number;
  company: CompanyReportCompany | null;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  version: number;
};

/** GET /api/company-reports: every report, oldest first. */
export type CompanyReportListResponse = { success: true; data: CompanyReportRecord[] };
/** POST and PUT: the report as saved. */
export type CompanyReportSavedResponse = { success: true; data: CompanyReportRecord };
export type CompanyReportDeletedResponse = { success: true; id: number };
