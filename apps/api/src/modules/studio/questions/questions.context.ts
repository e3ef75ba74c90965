import { questionDecider } from '@k9/domain';
import type { ApiContext } from '../../../platform/context.js';
import { AUDIT_REPLAYS, auditReplay } from '../../audit/audit-log.js';
import { Migration054StudioQuestions } from './migrations/054-studio-questions.js';
import { QuestionView } from './projections/question/question.entity.js';
import { QuestionsModule } from './questions.module.js';

/** The studio's question bank (studio/questions). */
export const questionsContext: ApiContext = {
  name: 'studio/questions',
  module: QuestionsModule,
  contributes: [AUDIT_REPLAYS.with([auditReplay('question', questionDecider, ['status', 'questionId', 'fields', 'aiGenId', 'answer'])])],
  entities: [QuestionView],
  migrations: [{ name: '054-studio-questions', class: Migration054StudioQuestions }],
};
