import { assertNever, DomainError, type Decider } from '../../shared/decider.js';
import type { CompanyReportCommand, CreateCompanyReport, EditCompanyReport } from './company-report.commands.js';
import type { CompanyReportEvent } from './company-report.events.js';
import { COMPANY_REPORT_MESSAGES } from './company-report.messages.js';
import type { CompanyReportFields } from './company-report.types.js';
import { validCompanyReportFields } from './rules/company-report-form.js';

export type CompanyReportState = { status: 'none' } | { status: 'active'; reportId: number; fields: CompanyReportFields } | { status: 'deleted' };

/** One stream per report: `market-company-report-<id>`, numeric ids from a sequence. */
export const companyReportStreamId = (reportId: number) => `market-company-report-${reportId}`;

const FIELD_NAMES = ['ticker', 'name', 'settings'] as const satisfies ReadonlyArray<keyof CompanyReportFields>;

const notFound = () => new DomainError('COMPANY_REPORT_NOT_FOUND', COMPANY_REPORT_MESSAGES.notFound, 'not_found');
const sent = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).filter(([key, value]) => (FIELD_NAMES as readonly string[]).includes(key) && value !== undefined));

const create = ({ data }: CreateCompanyReport, state: CompanyReportState): CompanyReportEvent[] => {
  if (state.status !== 'none') throw new DomainError('COMPANY_REPORT_EXISTS', COMPANY_REPORT_MESSAGES.exists, 'conflict');
  return [{ type: 'CompanyReportCreated', data: { reportId: data.reportId, ...validCompanyReportFields(sent(data.fields)) } }];
};

const edit = ({ data }: EditCompanyReport, state: CompanyReportState): CompanyReportEvent[] => {
  if (state.status !== 'active' || state.reportId !== data.reportId) throw notFound();
  const next = validCompanyReportFields({ ...state.fields, ...sent(data.fields) });
  const changes: Partial<CompanyReportFields> = {};
  for (const name of FIELD_NAMES) if (JSON.stringify(next[name]) !== JSON.stringify(state.fields[name])) Object.assign(changes, { [name]: next[name] });
  return Object.keys(changes).length === 0 ? [] : [{ type: 'CompanyReportEdited', data: { reportId: data.reportId, changes } }];
};

/** A company report (spec 3 §3), shared by the admins: created, its settings edited, deleted. */
export const companyReportDecider: Decider<CompanyReportCommand, CompanyReportEvent, CompanyReportState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'CompanyReportCreated': {
        const { reportId, ...fields } = event.data;
        return { status: 'active', reportId, fields };
      }
      case 'CompanyReportEdited':
        return state.status === 'active' ? { ...state, fields: { ...state.fields, ...event.data.changes } } : state;
      case 'CompanyReportDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'CreateCompanyReport':
        return create(command, state);
      case 'EditCompanyReport':
        return edit(command, state);
      case 'DeleteCompanyReport':
        if (state.status !== 'active') throw notFound();
        return [{ type: 'CompanyReportDeleted', data: { reportId: command.data.reportId } }];
      default:
        return assertNever(command);
    }
  },
};
