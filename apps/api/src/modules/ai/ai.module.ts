import { Global, Module } from '@nestjs/common';
import { AiGateway } from '../../platform/ai/ai-gateway.js';
import { AI_CATALOG, AI_LEDGER, AI_USAGE } from '../../platform/ai/ai-ports.js';
import { AiProviderRegistry } from '../../platform/ai/provider-registry.js';
import { StorageModule } from '../storage/storage.module.js';
import { AiCatalogRepository } from './ai-catalog.repository.js';
import { AiDefaults } from './ai-defaults.js';
import { AiFiles } from './ai-files.js';
import { AiLedgerQueries } from './ai-ledger.queries.js';
import { AiLedgerWriter } from './ai-ledger.writer.js';
import { AiDailyQuota } from './ai-daily-quota.js';
import { AiUsageLimits } from './ai-usage.js';
import { EditCatalog } from './commands/edit-catalog/edit-catalog.js';
import { EditCatalogController } from './commands/edit-catalog/edit-catalog.controller.js';
import { AiCatalogController } from './queries/ai-catalog/ai-catalog.controller.js';
import { AiCatalogViews } from './queries/ai-catalog/ai-catalog-views.js';
import { DataAnalysisController } from './commands/data-analysis/data-analysis.controller.js';
import { AiCallLedgerProjection } from './projections/ai-call-ledger/ai-call-ledger.projection.js';
import { AiCatalogProjection } from './projections/ai-catalog/ai-catalog.projection.js';
import { LedgerController } from './queries/ledger/ledger.controller.js';
import { ProvidersController } from './queries/providers/providers.controller.js';
import { QueuesController } from './queries/queues/queues.controller.js';
import { StartRunController } from './commands/start-run/start-run.controller.js';
import { RunController } from './queries/run/run.controller.js';
import { AiTextRunJob } from './jobs/ai-text-run.job.js';
import { AiJobs } from './ai-jobs.js';
import { AiRunStreams } from '../../platform/ai/ai-run-streams.js';

/**
 * The AI gateway (platform/ai) wired to its catalog, ledger and limits, and the admin AI routes. Global: every feature
 * injects AiGateway and says only what to ask.
 */
@Global()
@Module({
  imports: [StorageModule],
  controllers: [DataAnalysisController, AiCatalogController, EditCatalogController, ProvidersController, LedgerController, QueuesController, StartRunController, RunController],
  providers: [
    AiProviderRegistry,
    AiCatalogRepository,
    AiCatalogViews,
    EditCatalog,
    AiDefaults,
    AiDailyQuota,
    AiUsageLimits,
    AiLedgerWriter,
    AiLedgerQueries,
    AiFiles,
    AiCatalogProjection,
    AiCallLedgerProjection,
    { provide: AI_CATALOG, useExisting: AiCatalogRepository },
    { provide: AI_LEDGER, useExisting: AiLedgerWriter },
    { provide: AI_USAGE, useExisting: AiUsageLimits },
    AiGateway,
    AiRunStreams,
    AiJobs,
    AiTextRunJob,
  ],
  exports: [AiGateway, AiCatalogRepository, AiDefaults, AiRunStreams, AiJobs],
})
export class AiModule {}
