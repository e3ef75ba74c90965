import { Injectable } from '@nestjs/common';
import type { QuizContent } from '@k9/domain';
import type { SessionUser } from '../../identity/session/session-user.js';

/**
 * Where a quiz comes from, for the attempts: a content record with a quiz (case training, stream, longForm, home) or a
 * learner's own case (the case builder). Ids share one space (content_id_seq), so an id names at most one subject.
 * `history` says which documented history holds its attempts: 'case' (/api/case-public-history: case training items
 * and user cases) or 'question' (/api/question-history: every other item with a quiz).
 */
export type QuizSubject = {
  id: number;
  history: 'case' | 'question';
  /** The record's type ('caseTraining', 'news', 'longForm', 'home') or 'userCase'. */
  contentType: string;
  title: string;
  /** With correct answers and explanations: it never leaves the server before a submit. */
  quiz: QuizContent;
};

/** What a source answers for an id: the subject, 'restricted' (exists, the caller may not read it: 403), or null (404). */
export type QuizLookup = QuizSubject | 'restricted' | null;

export type QuizSource = { name: string; find: (id: number, user: SessionUser) => Promise<QuizLookup> };

/** The registry other contexts add their quiz subjects to (the case builder registers the user cases). */
@Injectable()
export class QuizSources {
  private readonly sources = new Map<string, QuizSource>();

  register(source: QuizSource): void {
    this.sources.set(source.name, source);
  }

  /** The first source that knows the id answers; null when none does. */
  async find(id: number, user: SessionUser): Promise<QuizLookup> {
    for (const source of this.sources.values()) {
      const found = await source.find(id, user);
      if (found) return found;
    }
    return null;
  }
}
