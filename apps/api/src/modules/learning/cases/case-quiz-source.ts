import { Injectable, type OnModuleInit } from '@nestjs/common';
import { QuizSources } from '../quiz/quiz-sources.js';
import { CasesRepository } from './cases.repository.js';

/**
 * The learner cases as quiz subjects (history 'case', like case training): a made case is found for its owner and for
 * admins; another learner's is not there for them (404), nor is a case still being made or failed.
 */
@Injectable()
export class CaseQuizSource implements OnModuleInit {
  constructor(
    private readonly sources: QuizSources,
    private readonly cases: CasesRepository,
  ) {}

  onModuleInit(): void {
    this.sources.register({
      name: 'learner-cases',
      find: async (id, user) => {
        const row = Number.isSafeInteger(id) && id > 0 ? await this.cases.findFor(id, user) : null;
        if (!row || row.status !== 'created' || !row.question_content) return null;
        return { id: row.id, history: 'case', contentType: 'userCase', title: row.title, quiz: row.question_content };
      },
    });
  }
}
