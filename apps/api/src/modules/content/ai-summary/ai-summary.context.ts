import { aiSummaryDecider } from '@k9/domain';
import type { ApiContext } from '../../../platform/context.js';
import { AUDIT_REPLAYS, auditReplay } from '../../audit/audit-log.js';
import { FILE_CLAIMS } from '../../storage/file-claims.js';
import { AiSummaryModule } from './ai-summary.module.js';
import { Migration030ContentAiSummaries } from './migrations/030-content-ai-summaries.js';
import { AiSummaryView } from './projections/ai-summary/ai-summary.entity.js';

/** AI summaries, a part of the content context with its own module, read model and migration. */
export const contentAiSummaryContext: ApiContext = {
  name: 'content-ai-summary',
  module: AiSummaryModule,
  entities: [AiSummaryView],
  migrations: [{ name: '030-content-ai-summaries', class: Migration030ContentAiSummaries }],
  contributes: [AUDIT_REPLAYS.with([auditReplay('ai-summary', aiSummaryDecider, ['status', 'summaryId', 'fields'])]), FILE_CLAIMS.with(['AiSummaryCreated', 'AiSummaryEdited'])],
};
