import type { DomainEvent } from '../../shared/event-store.port.js';
import type { CompanyReportFields } from './company-report.types.js';

/** Who created it and when are the event's metadata (actorEmail, occurredAt). */
export type CompanyReportCreated = DomainEvent<'CompanyReportCreated', { reportId: number } & CompanyReportFields>;
/** Only the fields that changed (settings as a whole: the three tables are one field). */
export type CompanyReportEdited = DomainEvent<'CompanyReportEdited', { reportId: number; changes: Partial<CompanyReportFields> }>;
export type CompanyReportDeleted = DomainEvent<'CompanyReportDeleted', { reportId: number }>;

export type CompanyReportEvent = CompanyReportCreated | CompanyReportEdited | CompanyReportDeleted;
export const COMPANY_REPORT_EVENT_TYPES = ['CompanyReportCreated', 'CompanyReportEdited', 'CompanyReportDeleted'] as const satisfies ReadonlyArray<CompanyReportEvent['type']>;
