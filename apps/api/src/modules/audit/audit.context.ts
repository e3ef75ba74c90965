import { AUDIT_READS_AUDIT } from '@k9/domain';
import type { ApiContext } from '../../platform/context.js';
import { BENCHES } from '../../platform/benches.js';
import { AUDITED } from './audit-log.js';
import { AuditModule } from './audit.module.js';
import { Migration099AuditEvent } from './migrations/099-audit-event.js';

export const auditContext: ApiContext = {
  name: 'audit',
  module: AuditModule,
  migrations: [{ name: '099-audit-event', class: Migration099AuditEvent }],
  contributes: [AUDITED.with([AUDIT_READS_AUDIT]), BENCHES.with([{ name: 'audit', module: 'bench/audit.bench.mjs', run: 'benchAudit' }])],
};
