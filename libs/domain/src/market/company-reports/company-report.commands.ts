/** `fields` as the client sent them: unknown until the form's rules have judged them. */
export type CreateCompanyReport = { type: 'CreateCompanyReport'; data: { reportId: number; fields: Record<string, unknown> } };
/** Fields left out keep their value. */
export type EditCompanyReport = { type: 'EditCompanyReport'; data: { reportId: number; fields: Record<string, unknown> } };
export type DeleteCompanyReport = { type: 'DeleteCompanyReport'; data: { reportId: number } };

export type CompanyReportCommand = CreateCompanyReport | EditCompanyReport | DeleteCompanyReport;
