import { Module } from '@nestjs/common';
import { ContentModule } from '../../content/content.module.js';
import { SiteModule } from '../../site/site.module.js';
import { QuizModule } from '../quiz/quiz.module.js';
import { CaseLive } from './case-live.js';
import { CaseQuizSource } from './case-quiz-source.js';
import { CasesRepository } from './cases.repository.js';
import { LearnerCasesWriter } from './learner-cases-writer.js';
import { CaseVisibilityController } from './commands/case-visibility/case-visibility.controller.js';
import { CreateCaseController } from './commands/create-case/create-case.controller.js';
import { CaseCreationJob } from './jobs/case-creation.job.js';
import { LearnerCaseProjection } from './projections/learner-case/learner-case.projection.js';
import { OwnCasesController } from './queries/own-cases/own-cases.controller.js';

/** The case builder (issue 14 §4; spec 2 §2.6, §4.3, §5.2, §7.2, §9.2): a learner's own AI-made case-study quizzes. */
@Module({
  imports: [ContentModule, SiteModule, QuizModule],
  // The reads first: GET title-suggestion before GET :id.
  controllers: [OwnCasesController, CreateCaseController, CaseVisibilityController],
  providers: [CasesRepository, LearnerCasesWriter, CaseLive, LearnerCaseProjection, CaseCreationJob, CaseQuizSource],
  exports: [CasesRepository],
})
export class CasesModule {}
