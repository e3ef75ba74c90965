import { Module } from '@nestjs/common';
import { DeleteMarketRowController } from './commands/delete-market-row/delete-market-row.controller.js';
import { DeleteSamplesController } from './commands/delete-samples/delete-samples.controller.js';
import { EditMarketRowController } from './commands/edit-market-row/edit-market-row.controller.js';
import { ConfirmMarketImportController } from './import/commands/confirm-market-import/confirm-market-import.controller.js';
import { PreviewMarketImportController } from './import/commands/preview-market-import/preview-market-import.controller.js';
import { ImportMarketRowsJob } from './import/import-market-rows.job.js';
import { MarketImportStaging } from './import/market-import-staging.js';
import { RemoveStaleMarketImportsJob } from './import/remove-stale-market-imports.job.js';
import { MarketImportService } from './import/market-import.service.js';
import { MarketImportController } from './import/queries/market-import/market-import.controller.js';
import { SeedMarketJob } from './jobs/seed-market.job.js';
import { MarketRowWriter } from './market-row-writer.js';
import { MarketRowsRepository } from './market-rows.repository.js';
import { MarketSeeder } from './market-seeder.js';
import { MarketChangeProjection } from './projections/market-change/market-change.projection.js';
import { MarketRowProjection } from './projections/market-row/market-row.projection.js';
import { MarketChangesController } from './queries/market-changes/market-changes.controller.js';
import { MarketListsController } from './queries/market-lists/market-lists.controller.js';
import { StockScreenController } from './queries/stock-screen/stock-screen.controller.js';
import { StockScreenReads } from './queries/stock-screen/stock-screen.reads.js';
import { SampleDocumentFiles } from './sample-documents/sample-document-files.js';
import { StorageModule } from '../storage/storage.module.js';
import { CompanySummaryModule } from './company-summary/company-summary.module.js';
import { CompanyReportsModule } from './company-reports/company-reports.module.js';
import { DocumentSummariesModule } from './document-summaries/document-summaries.module.js';

/** Market data (issue 31): the 13 datasets as events, their lists, the change log, and the first start's seed. */
@Module({
  imports: [StorageModule, CompanySummaryModule, CompanyReportsModule, DocumentSummariesModule],
  controllers: [MarketListsController, MarketChangesController, EditMarketRowController, DeleteMarketRowController, DeleteSamplesController, PreviewMarketImportController, ConfirmMarketImportController, MarketImportController, StockScreenController],
  providers: [MarketRowsRepository, MarketRowWriter, MarketRowProjection, MarketChangeProjection, SeedMarketJob, MarketSeeder, MarketImportService, MarketImportStaging, ImportMarketRowsJob, RemoveStaleMarketImportsJob, SampleDocumentFiles, StockScreenReads],
})
export class MarketModule {}
