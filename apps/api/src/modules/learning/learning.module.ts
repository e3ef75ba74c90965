import { Module } from '@nestjs/common';
import { CasesModule } from './cases/cases.module.js';
import { MarksModule } from './marks/marks.module.js';
import { QuizModule } from './quiz/quiz.module.js';

/** The signed-in learner area's own state: bookmarks and read marks, quiz attempts, the learner's own cases. */
@Module({
  imports: [MarksModule, QuizModule, CasesModule],
})
export class LearningModule {}
