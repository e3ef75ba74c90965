import { Module } from '@nestjs/common';
import { MarksModule } from './marks/marks.module.js';

/** The signed-in learner area's own state: bookmarks and read marks so far. */
@Module({
  imports: [MarksModule],
})
export class LearningModule {}
