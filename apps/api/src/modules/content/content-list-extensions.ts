import { Injectable } from '@nestjs/common';
import { ContributionPoint, Contributions } from '../../platform/contributions.js';
import type { ContentViewer, SqlParams } from './content-sql.js';

/** The reader of a list as an extension sees them: who, and the list query's own parameters as sent. */
export type ListContext = { viewer: ContentViewer; userId: string; query: Readonly<Record<string, unknown>> };

/**
 * A filter another context adds to the one list query (the learner area: bookmarked, read, reading time; quizzes:
 * quiz status). It reads its own query parameters and answers SQL predicates over `c` (content_record) with its values
 * in `params`; the predicates join the access rule in the same WHERE, so lists, totals and facets still agree.
 */
export type ContentListExtension = { name: string; where: (context: ListContext, params: SqlParams) => string[] };

/** A context's filters of the content list: `contributes: [CONTENT_LIST_FILTERS.with([...])]` in its context file. */
export const CONTENT_LIST_FILTERS = new ContributionPoint<ContentListExtension>('content-list-filters');

@Injectable()
export class ContentListExtensions {
  private readonly extensions = new Map<string, ContentListExtension>();

  constructor(contributions: Contributions) {
    for (const extension of contributions.to(CONTENT_LIST_FILTERS)) this.register(extension);
  }

  register(extension: ContentListExtension): void {
    this.extensions.set(extension.name, extension);
  }

  where(context: ListContext, params: SqlParams): string[] {
    return [...this.extensions.values()].flatMap((extension) => extension.where(context, params));
  }
}
