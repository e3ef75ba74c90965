import { Module } from '@nestjs/common';
import { SiteModule } from '../site/site.module.js';
import { AddThesisChatController } from './commands/add-thesis-chat/add-thesis-chat.controller.js';
import { CreateThesisController } from './commands/create-thesis/create-thesis.controller.js';
import { DailyNotebookController } from './commands/daily-notebook/daily-notebook.controller.js';
import { DeleteThesisController } from './commands/delete-thesis/delete-thesis.controller.js';
import { ThesisAiSummaryController } from './commands/thesis-ai-summary/thesis-ai-summary.controller.js';
import { UpdateThesisController } from './commands/update-thesis/update-thesis.controller.js';
import { ThesisProjection } from './projections/thesis/thesis.projection.js';
import { OwnThesesController } from './queries/own-theses/own-theses.controller.js';
import { ThesisController } from './queries/thesis/thesis.controller.js';
import { ThesesRepository } from './theses.repository.js';
import { ThesesWriter } from './theses.writer.js';
import { ThesisSummaryModel } from './thesis-summary-model.js';

/** The thesis notebooks (issue 30 §1-§2; spec 2 §2.9, §2.10, §4.10, §5.7, §7.10, §8.6, §9.6). */
@Module({
  imports: [SiteModule],
  // The reads first: GET search and user/:id before GET :id.
  controllers: [
    OwnThesesController,
    ThesisController,
    CreateThesisController,
    DailyNotebookController,
    ThesisAiSummaryController,
    UpdateThesisController,
    AddThesisChatController,
    DeleteThesisController,
  ],
  providers: [ThesesRepository, ThesesWriter, ThesisProjection, ThesisSummaryModel],
})
export class ThesisModule {}
