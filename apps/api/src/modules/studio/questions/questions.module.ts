import { Module } from '@nestjs/common';
import { ManageQuestionsController } from './commands/manage-questions/manage-questions.controller.js';
import { QuestionProjection } from './projections/question/question.projection.js';
import { QuestionsController } from './queries/questions/questions.controller.js';
import { QuestionsRepository } from './questions.repository.js';
import { QuestionsWriter } from './questions-writer.js';

/** Questions and answers (issue 15 §3, §5; spec 3 screen 3). Exports the writer the studio's publish goes through. */
@Module({
  controllers: [QuestionsController, ManageQuestionsController],
  providers: [QuestionsRepository, QuestionsWriter, QuestionProjection],
  exports: [QuestionsWriter, QuestionsRepository],
})
export class QuestionsModule {}

