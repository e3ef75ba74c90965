import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assertNever, COMPANY_REPORT_EVENT_TYPES, type CompanyReportEvent, type RecordedEvent } from '@k9/domain';
import type { Projection } from '../../../../../platform/projections/projection.js';
import { ReadModelProjection } from '../../../../../platform/projections/projection.decorator.js';
import { TouchedRows } from '../../../../../platform/projections/touched-rows.js';
import { CompanyReportView } from './company-report.entity.js';

export const COMPANY_REPORT_PROJECTION = 'market-company-report';

/** market_company_report: the reports as last saved; a deleted one leaves the table (its stream keeps it). */
@Injectable()
@ReadModelProjection()
export class CompanyReportProjection implements Projection {
  readonly name = COMPANY_REPORT_PROJECTION;
  readonly eventTypes = COMPANY_REPORT_EVENT_TYPES;
  readonly tables = ['market_company_report'] as const;

  async apply(em: EntityManager, recorded: RecordedEvent[]): Promise<void> {
    const events = recorded as unknown as RecordedEvent<CompanyReportEvent>[];
    const rows = await TouchedRows.load(em, CompanyReportView, 'id', events.filter((event) => event.type !== 'CompanyReportCreated').map((event) => event.data.reportId));
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      const stamp = { updatedAt: at, updatedBy: event.metadata.actorEmail, version: event.streamVersion, lastPosition: event.globalPosition };
      switch (event.type) {
        case 'CompanyReportCreated': {
          const { reportId, ...fields } = event.data;
          rows.create(reportId, { id: reportId, ...fields, createdAt: at, createdBy: event.metadata.actorEmail, ...stamp });
          break;
        }
        case 'CompanyReportEdited': {
          const view = rows.get(event.data.reportId);
          if (view) Object.assign(view, event.data.changes, stamp);
          break;
        }
        case 'CompanyReportDeleted':
          rows.remove(event.data.reportId);
          break;
        default:
          assertNever(event);
      }
    }
  }
}
