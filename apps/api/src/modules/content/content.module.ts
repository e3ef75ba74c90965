import { Module } from '@nestjs/common';
import { SiteModule } from '../site/site.module.js';
import { ContentBatch } from './commands/content-batch.js';
import { CreateContentController } from './commands/create-content/create-content.controller.js';
import { DeleteContentBatch } from './commands/delete-content-batch/delete-content-batch.js';
import { DeleteContentBatchController } from './commands/delete-content-batch/delete-content-batch.controller.js';
import { DeleteContentController } from './commands/delete-content/delete-content.controller.js';
import { DeleteSamplesController } from './commands/delete-samples/delete-samples.controller.js';
import { UpdateContentBatch } from './commands/update-content-batch/update-content-batch.js';
import { UpdateContentBatchController } from './commands/update-content-batch/update-content-batch.controller.js';
import { UpdateContentController } from './commands/update-content/update-content.controller.js';
import { ContentChangesNotifier } from './content-changes.notifier.js';
import { ContentRepository } from './content.repository.js';
import { ContentWriter } from './content-writer.js';
import { ContentRecordProjection } from './projections/content-record/content-record.projection.js';
import { CategoryController, ContentQueriesController } from './queries/content/content.controller.js';
import { SampleLibrarySeeder } from './sample-library/sample-library.seeder.js';
import { TaxonomyService } from './taxonomy.service.js';
import { ContentListExtensions } from './content-list-extensions.js';

/**
 * The content library's records (spec 3 §1-§9, spec 2 §5.5). ContentWriter and ContentRepository are exported for
 * the rest of the content context (imports, AI summaries, later AI media, classification and quiz generation).
 */
@Module({
  imports: [SiteModule],
  // Bulk routes before the query controller's GET :id; the query controller lists its fixed paths before :id.
  controllers: [
    UpdateContentBatchController,
    DeleteContentBatchController,
    DeleteSamplesController,
    CreateContentController,
    UpdateContentController,
    DeleteContentController,
    ContentQueriesController,
    CategoryController,
  ],
  providers: [
    ContentRecordProjection,
    ContentChangesNotifier,
    ContentRepository,
    ContentWriter,
    TaxonomyService,
    SampleLibrarySeeder,
    ContentListExtensions,
    ContentBatch,
    UpdateContentBatch,
    DeleteContentBatch,
  ],
  exports: [ContentRepository, ContentWriter, TaxonomyService, ContentListExtensions],
})
export class ContentModule {}
