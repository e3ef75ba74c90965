import { Module } from '@nestjs/common';
import { CreateAnswerController } from './commands/create-answer/create-answer.controller.js';
import { CreateQuestionController } from './commands/create-question/create-question.controller.js';
import { DeleteQuestionController } from './commands/delete-question/delete-question.controller.js';
import { EditQuestionAnswerController } from './commands/edit-answer/edit-answer.controller.js';
import { EditQuestionController } from './commands/edit-question/edit-question.controller.js';
import { MoveQuestionController } from './commands/move-question/move-question.controller.js';
import { QuestionProjection } from './projections/question/question.projection.js';
import { QuestionsController } from './queries/questions/questions.controller.js';
import { QuestionsRepository } from './questions.repository.js';
import { QuestionsWriter } from './questions-writer.js';

/** Questions and answers (issue 15 §3, §5; spec 3 screen 3). Exports the writer the studio's publish goes through. */
@Module({
  // Writes of questions and answers (spec 1 §7, spec 3 screen 3): admins only.
  controllers: [QuestionsController, CreateQuestionController, EditQuestionController, DeleteQuestionController, MoveQuestionController, CreateAnswerController, EditQuestionAnswerController],
  providers: [QuestionsRepository, QuestionsWriter, QuestionProjection],
  exports: [QuestionsWriter, QuestionsRepository],
})
export class QuestionsModule {}

