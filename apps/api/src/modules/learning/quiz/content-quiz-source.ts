import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ContentRepository } from '../../content/content.repository.js';
import { viewerOf } from '../../content/content-http.js';
import type { SessionUser } from '../../identity/session/session-user.js';
import { QuizSources, type QuizLookup } from './quiz-sources.js';

/** Content types whose quizzes learners take (library and story items have none). */
const QUIZ_TYPES = new Set(['caseTraining', 'news', 'longForm', 'home']);

/**
 * Content records as quiz subjects, read the way the item's own read is (GET /api/k9/{id}): listed for the caller, else
 * unknown; readable, else restricted. Case training keeps its attempts in the case history, the others in the
 * question history. A record without a quiz is not a quiz.
 */
@Injectable()
export class ContentQuizSource implements OnModuleInit {
  constructor(
    private readonly sources: QuizSources,
    private readonly records: ContentRepository,
  ) {}

  onModuleInit(): void {
    this.sources.register({ name: 'content', find: (id, user) => this.find(id, user) });
  }

  async find(id: number, user: SessionUser): Promise<QuizLookup> {
    const read = await this.records.single(id, viewerOf(user));
    if (!read.found) return null;
    if (!read.readable) return 'restricted';
    const { record } = read;
    const quiz = record.questionContent;
    if (!QUIZ_TYPES.has(record.type) || !quiz || quiz.questionQuiz.length + quiz.questionEssay.length === 0) return null;
    return { id, history: record.type === 'caseTraining' ? 'case' : 'question', contentType: record.type, title: record.title ?? '', quiz };
  }
}
