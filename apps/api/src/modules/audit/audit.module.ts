import { Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditLog } from './audit-log.js';
import { LearnerDataReads } from './learner-data-reads.recorder.js';
import { AuditEventProjection } from './projections/audit-event/audit-event.projection.js';
import { AuditEventsController } from './queries/audit-events/audit-events.controller.js';
import { AuditEventsQueryService } from './queries/audit-events/audit-events.query.js';
import { AiChainService } from './queries/ai-chain/ai-chain.js';
import { StreamStateService } from './queries/stream-state/stream-state.js';

@Module({
  controllers: [AuditEventsController, AuditController],
  providers: [AuditLog, AuditEventProjection, AuditEventsQueryService, StreamStateService, AiChainService, LearnerDataReads],
  exports: [AuditLog, LearnerDataReads],
})
export class AuditModule {}
