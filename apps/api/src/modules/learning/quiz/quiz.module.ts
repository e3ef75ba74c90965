import { Module } from '@nestjs/common';
import { AuditModule } from '../../audit/audit.module.js';
import { ContentModule } from '../../content/content.module.js';
import { IdentityModule } from '../../identity/identity.module.js';
import { SiteModule } from '../../site/site.module.js';
import { AttemptActionsController } from './commands/attempt-actions/attempt-actions.controller.js';
import { CaseHistoryController, QuestionHistoryController } from './commands/save-history/history.controllers.js';
import { ContentQuizSource } from './content-quiz-source.js';
import { GradingSetting } from './grading-setting.js';
import { GradeEssayJob } from './jobs/grade-essay.job.js';
import { QuizAttemptProjection } from './projections/quiz-attempt/quiz-attempt.projection.js';
import { QuizLearnerController } from './queries/learner-quiz/learner-quiz.controller.js';
import { QuizAttempts } from './quiz-attempts.js';
import { QuizAttemptsRepository } from './quiz-attempts.repository.js';
import { QuizLive } from './quiz-live.js';
import { QuizSources } from './quiz-sources.js';
import { QuizReviews } from './reviews/quiz-reviews.js';
import { QuizReviewsController } from './reviews/quiz-reviews.controller.js';

/** Quiz attempts, essay grading and the learner's quiz statistics (issue 14; spec 2 §2.5, §4.1, §5.1, §7.1, §7.11, §9.1). */
@Module({
  imports: [ContentModule, IdentityModule, SiteModule, AuditModule],
  controllers: [CaseHistoryController, QuestionHistoryController, AttemptActionsController, QuizLearnerController, QuizReviewsController],
  providers: [QuizSources, ContentQuizSource, QuizAttempts, QuizAttemptsRepository, QuizAttemptProjection, QuizLive, GradingSetting, GradeEssayJob, QuizReviews],
  exports: [QuizSources, QuizAttempts],
})
export class QuizModule {}
