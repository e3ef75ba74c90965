import { Module } from '@nestjs/common';
import { AiSummaryModule } from '../../content/ai-summary/ai-summary.module.js';
import { ContentModule } from '../../content/content.module.js';
import { SetMarkController } from './commands/set-mark/set-mark.controller.js';
import { MarkedItems } from './marked-items.js';
import { MarksRepository } from './marks.repository.js';
import { LearnerMarkProjection } from './projections/learner-mark/learner-mark.projection.js';
import { OwnMarksController } from './queries/own-marks/own-marks.controller.js';

/** Bookmarks and read marks (issue 13 §3; spec 2 §3 User.info lists, §4.4), and the list filters they allow. */
@Module({
  imports: [ContentModule, AiSummaryModule],
  controllers: [OwnMarksController, SetMarkController],
  providers: [LearnerMarkProjection, MarksRepository, MarkedItems],
  exports: [MarksRepository],
})
export class MarksModule {}
