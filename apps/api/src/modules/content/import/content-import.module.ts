import { Module } from '@nestjs/common';
import { ContentModule } from '../content.module.js';
import { ConfirmImportController } from './commands/confirm-import/confirm-import.controller.js';
import { PreviewImportController } from './commands/preview-import/preview-import.controller.js';
import { ContentImportService } from './content-import.service.js';
import { ImportStaging } from './import-staging.js';
import { ImportContentRowsJob } from './jobs/import-content-rows.job.js';
import { RemoveStaleImportPreviewsJob } from './jobs/remove-stale-import-previews.job.js';
import { ContentImportProjection } from './projections/content-import/content-import.projection.js';
import { ContentImportQueriesController } from './queries/content-import/content-import.controller.js';

/** Excel and JSON imports of content records (issue 11 §4, spec 3 §5). */
@Module({
  imports: [ContentModule],
  controllers: [ContentImportQueriesController, PreviewImportController, ConfirmImportController],
  providers: [ContentImportService, ImportStaging, ContentImportProjection, ImportContentRowsJob, RemoveStaleImportPreviewsJob],
})
export class ContentImportModule {}
