import type { ApiContext } from '../../platform/context.js';
import { AuditModule } from './audit.module.js';

export const auditContext: ApiContext = { name: 'audit', module: AuditModule };
