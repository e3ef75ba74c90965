import type { ApiContext } from '../../../platform/context.js';
import { Migration054StudioQuestions } from './migrations/054-studio-questions.js';
import { QuestionView } from './projections/question/question.entity.js';

/** What questions add to the studio context: their read model and migration (the module joins StudioModule). */
export const questionsParts = {
  entities: [QuestionView],
  migrations: [{ name: '054-studio-questions', class: Migration054StudioQuestions }],
} satisfies Pick<ApiContext, 'entities' | 'migrations'>;
